import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReturnRequest } from '@carsi/sdk/main';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { isCancellableReturn, returnStatusLabels } from '@/utils/order-labels.ts';
import { orderLabel, piecesText } from '../utils/after-sale.ts';

/** One return request in İadeler: its status, order, pieces, reason and refund; the order detail has the rest. */
export function ReturnRequestCard({ request }: { request: ReturnRequest }) {
  const order = orderLabel(request.orderNumber);
  return (
    <Paper variant="outlined" component="article" aria-label={`İade talebi: ${order}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{order}</Typography>
        <Chip size="small" label={returnStatusLabels[request.status]} color={isCancellableReturn(request.status) ? 'warning' : 'default'} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {`Talep tarihi: ${formatDate(request.createdAt)} · ${piecesText(request.items)}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Neden: {request.reason}
      </Typography>
      {request.rejectReason && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          Satıcının yanıtı: {request.rejectReason}
        </Typography>
      )}
      {request.returnCode && (
        <Typography variant="body2">
          İade kodu: <strong>{request.returnCode}</strong>
        </Typography>
      )}
      {request.refundAmount !== undefined && <Typography variant="body2">İade tutarı: {formatPrice(request.refundAmount)}</Typography>}
      <Link to={paths.accountOrder.getHref(request.orderId)} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        Sipariş detayı<span className="sr-only">: {order}</span>
      </Link>
    </Paper>
  );
}

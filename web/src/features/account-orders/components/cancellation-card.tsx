import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CancelRequest } from '@carsi/sdk/main';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { cancellationOriginLabels } from '@/utils/order-labels.ts';
import { orderLabel, piecesText } from '../utils/after-sale.ts';

/** One cancellation in İptaller: who cancelled, the order, the pieces and the refund. */
export function CancellationCard({ cancellation }: { cancellation: CancelRequest }) {
  const order = orderLabel(cancellation.orderNumber);
  return (
    <Paper variant="outlined" component="article" aria-label={`İptal: ${order}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{order}</Typography>
        <Chip size="small" label={cancellationOriginLabels[cancellation.origin]} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {`İptal tarihi: ${formatDate(cancellation.createdAt)} · ${piecesText(cancellation.items)}`}
      </Typography>
      {cancellation.reason && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          Neden: {cancellation.reason}
        </Typography>
      )}
      <Typography variant="body2">İade edilen tutar: {formatPrice(cancellation.refundAmount)}</Typography>
      <Link to={paths.accountOrder.getHref(cancellation.orderId)} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        Sipariş detayı<span className="sr-only">: {order}</span>
      </Link>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderItem, ReturnRequest } from '@carsi/sdk/main';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { isCancellableReturn, returnStatusLabels } from '@/utils/order-labels.ts';
import type { FormAction } from './form-action.ts';

const itemsText = (request: ReturnRequest, lines: readonly OrderItem[]) =>
  request.items.map(({ orderItemId, quantity }) => `${lines.find((line) => line.id === orderItemId)?.title ?? 'Ürün'} (${quantity} adet)`).join(', ');

/** An order's return requests on every platform; an open one can be withdrawn (`withdraw`: the platform's call, by return id). */
interface ReturnRequestsProps {
  returns: readonly ReturnRequest[];
  lines: readonly OrderItem[];
  withdraw: FormAction<number>;
  /** Which requests the platform lets the buyer withdraw (a section's seller decides once it is approved). */
  withdrawable?: (status: ReturnRequest['status']) => boolean;
}

export function ReturnRequests({ returns, lines, withdraw, withdrawable = isCancellableReturn }: ReturnRequestsProps) {
  const [withdrawing, setWithdrawing] = useState<ReturnRequest | undefined>(undefined);
  return (
    <Stack spacing={1.5}>
      {returns.map((request) => (
        <Paper key={request.returnId} variant="outlined" sx={{ p: 1.5 }} component="article" aria-label={`İade talebi ${request.returnId}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={returnStatusLabels[request.status]} color={withdrawable(request.status) ? 'warning' : 'default'} />
            <Typography variant="body2" color="textSecondary">
              {formatDate(request.createdAt)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {itemsText(request, lines)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Neden: {request.reason}
            {request.rejectReason ? ` · Satıcının yanıtı: ${request.rejectReason}` : ''}
          </Typography>
          {request.returnCode && <Typography variant="body2">İade kodu: <strong>{request.returnCode}</strong></Typography>}
          {request.refundAmount !== undefined && <Typography variant="body2">İade tutarı: {formatPrice(request.refundAmount)}</Typography>}
          {withdrawable(request.status) && (
            <Button size="small" color="error" sx={{ mt: 1 }} onClick={() => setWithdrawing(request)}>
              İade talebini iptal et
            </Button>
          )}
        </Paper>
      ))}
      <ConfirmDialog
        open={withdrawing !== undefined}
        title="İade talebi iptal edilsin mi?"
        description="Ürünler size ait kalır; dilerseniz daha sonra yeni bir talep oluşturabilirsiniz."
        confirmLabel="İade talebini iptal et"
        busy={withdraw.pending}
        onConfirm={() => {
          if (withdrawing) withdraw.submit(withdrawing.returnId);
          setWithdrawing(undefined);
        }}
        onClose={() => setWithdrawing(undefined)}
      />
    </Stack>
  );
}

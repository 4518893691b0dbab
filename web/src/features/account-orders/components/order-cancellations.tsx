import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CancelRequest, OrderItem } from '@carsi/sdk/main';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { cancellationOriginLabels } from '@/utils/order-labels.ts';

export function OrderCancellations({ cancellations, lines }: { cancellations: readonly CancelRequest[]; lines: readonly OrderItem[] }) {
  return (
    <Stack spacing={1.5}>
      {cancellations.map((cancel) => (
        <Paper key={cancel.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {cancellationOriginLabels[cancel.origin]} · {formatDate(cancel.createdAt)}
          </Typography>
          <Typography variant="body2">
            {cancel.items.map(({ orderItemId, quantity }) => `${lines.find((line) => line.id === orderItemId)?.title ?? 'Ürün'} (${quantity} adet)`).join(', ')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            İade edilen tutar: {formatPrice(cancel.refundAmount)}
            {cancel.reason ? ` · Neden: ${cancel.reason}` : ''}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

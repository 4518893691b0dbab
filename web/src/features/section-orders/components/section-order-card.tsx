import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';

/** One purchase or sale in a list: number, date, listings, amount, state and the way to its detail. */
export function SectionOrderCard({ order, href }: { order: Order; href: string }) {
  const titleId = `siparis-${order.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Box>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Sipariş no {order.orderNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(order.createdAt)} · {order.itemCount} ilan · {formatPrice(order.totalPrice)}
            </Typography>
          </Box>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5 }} noWrap>
          {order.items.map((item) => item.title).join(', ')}
        </Typography>
        <Box sx={{ mt: 1.5, textAlign: 'right' }}>
          <Button component={RouterLink} to={href} variant="outlined" size="small" aria-label={`Sipariş detayı: ${order.orderNumber} numaralı sipariş`}>
            Sipariş detayı
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

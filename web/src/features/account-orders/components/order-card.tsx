import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';

/** One order in the list: number, date, state, total, the first products and a link to the detail. */
export function OrderCard({ order }: { order: Order }) {
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
              {formatDate(order.createdAt)} · {order.itemCount} ürün · {formatPrice(order.totalPrice)}
            </Typography>
          </Box>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', overflow: 'hidden' }}>
          {order.items.slice(0, 4).map((item) => (
            <Box
              key={item.id}
              component="img"
              src={item.image?.url}
              alt={item.image?.alt ?? item.title}
              loading="lazy"
              sx={{ width: 56, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }}
            />
          ))}
          <Typography variant="body2" sx={{ ml: 1, minWidth: 0 }} noWrap>
            {order.items.map((item) => item.title).join(', ')}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1.5, textAlign: 'right' }}>
          <Button component={RouterLink} to={paths.accountOrder.getHref(order.id)} variant="outlined" size="small" aria-label={`Sipariş detayı: ${order.orderNumber} numaralı sipariş`}>
            Sipariş detayı
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

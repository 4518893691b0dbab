import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

interface OrderCardFrameProps {
  order: Order;
  /** The order's detail page. */
  href: string;
  /** What the order's lines are called: "ürün" on the marketplace, "ilan" in the sections. */
  itemNoun: string;
  /** The order's lines, between the heading and the link. */
  children: ReactNode;
}

/** One order in a list: number, date, count, amount and state, its lines, and the way to its detail. */
export function OrderCardFrame({ order, href, itemNoun, children }: OrderCardFrameProps) {
  const titleId = `siparis-${order.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Box>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Sipariş no {order.orderNumber}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatDate(order.createdAt)} · {order.itemCount} {itemNoun} · {formatPrice(order.totalPrice)}
            </Typography>
          </Box>
          <OrderStatusChip status={order.status} />
        </Stack>
        {children}
        <Box sx={{ mt: 1.5, textAlign: 'right' }}>
          <Button component={RouterLink} to={href} variant="outlined" size="small" aria-label={`Sipariş detayı: ${order.orderNumber} numaralı sipariş`}>
            Sipariş detayı
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

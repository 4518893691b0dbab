import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import { OrderCardFrame } from '@/components/order/order-card-frame.tsx';

/** One purchase or sale in a list: number, date, listings, amount, state and the way to its detail. */
export function SectionOrderCard({ order, href }: { order: Order; href: string }) {
  return (
    <OrderCardFrame order={order} href={href} itemNoun="ilan">
      <Typography variant="body2" sx={{ mt: 1.5 }} noWrap>
        {order.items.map((item) => item.title).join(', ')}
      </Typography>
    </OrderCardFrame>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@carsi/sdk/main';
import { OrderCardFrame } from '@/components/order/order-card-frame.tsx';
import { paths } from '@/config/paths.ts';

/** One order in the list: number, date, state, total, the first products and a link to the detail. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <OrderCardFrame order={order} href={paths.accountOrder.getHref(order.id)} itemNoun="ürün">
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
    </OrderCardFrame>
  );
}

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '@carsi/sdk/main';
import { Fragment } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';

/** The lines of an order with their own state and what was cancelled or returned. */
export function OrderItemsList({ items }: { items: readonly OrderItem[] }) {
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Siparişteki ürünler">
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.5 }}>
            <Box
              component="img"
              src={item.image?.url}
              alt={item.image?.alt ?? item.title}
              sx={{ width: 64, height: 84, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link to={paths.product.getHref(item.productId)} underline="hover" sx={{ fontWeight: 600 }}>
                {item.title}
              </Link>
              {item.seller && (
                <Typography variant="body2" color="textSecondary">
                  Satıcı: {item.seller.name}
                </Typography>
              )}
              <Typography variant="body2">
                {item.quantity} adet × {formatPrice(item.unitPrice)} = {formatPrice(item.totalPrice)}
              </Typography>
              {(item.cancelledQuantity ?? 0) > 0 && <Typography variant="body2" color="error">{item.cancelledQuantity} adet iptal edildi</Typography>}
              {(item.returnedQuantity ?? 0) > 0 && <Typography variant="body2" sx={{ color: 'warning.dark' }}>{item.returnedQuantity} adet iade sürecinde</Typography>}
            </Box>
            <Box sx={{ flexShrink: 0 }}>
              <OrderStatusChip status={item.status} />
            </Box>
          </Box>
        </Fragment>
      ))}
    </Stack>
  );
}

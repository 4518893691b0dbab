import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderStatus, ReturnStatus, type SellOrderDetail } from '@carsi/sdk/main';
import { useState } from 'react';
import { returnableItems } from '@/components/order/order-items.ts';
import { ReturnDialog } from '@/components/order/return-dialog.tsx';
import { ReturnRequests } from '@/components/order/return-requests.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { useBuyOrderReturns } from '../api/buy-order-returns.ts';
import { OrderSection } from './section-order-view.tsx';

/** A section's seller decides on a request once it is no longer new: until then the buyer may withdraw it. */
const withdrawable = (status: ReturnStatus): boolean => status === ReturnStatus.CREATED;

/** The buyer's returns of a delivered purchase (the commerce core's dialog and list on the section's calls). */
export function BuyOrderReturns({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const [asking, setAsking] = useState(false);
  const returns = useBuyOrderReturns(section, order.id, () => setAsking(false));
  return (
    <OrderSection title="İade talepleri">
      <Stack spacing={1.5}>
        {order.returns.length === 0 && <Typography color="textSecondary">Bu sipariş için iade talebi yok.</Typography>}
        <ReturnRequests returns={order.returns} lines={order.items} withdraw={returns.withdraw} withdrawable={withdrawable} />
        {returnableItems(order).length > 0 && (
          <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
            İade talebi oluştur
          </Button>
        )}
        {order.status !== OrderStatus.DELIVERED && (
          <Typography variant="body2" color="textSecondary">
            İade talebi, sipariş teslim edildikten sonra oluşturulabilir.
          </Typography>
        )}
      </Stack>
      {asking && <ReturnDialog order={order} create={returns.create} onClose={() => setAsking(false)} />}
    </OrderSection>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderStatus, type Order } from '@carsi/sdk/main';
import { useListStoreOrders } from '../api/sdk-hooks.ts';
import { useState } from 'react';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { InvoiceUploadForm } from '@/components/order/invoice-upload-form.tsx';
import { ShippingForm } from '@/components/order/shipping-form.tsx';
import { useStoreInvoiceUpload, useStoreShipping } from '../api/use-store-order-actions.ts';

type Open = 'shipping' | 'invoice' | undefined;

const StoreShipping = ({ orderId, onDone }: { orderId: number; onDone: () => void }) => <ShippingForm ship={useStoreShipping(orderId, onDone)} />;

const StoreInvoiceUpload = ({ orderId, onDone }: { orderId: number; onDone: () => void }) => <InvoiceUploadForm upload={useStoreInvoiceUpload(orderId, onDone)} />;

function StoreOrderCard({ order }: { order: Order }) {
  const [open, setOpen] = useState<Open>(undefined);
  const canShip = order.status === OrderStatus.RECEIVED || order.status === OrderStatus.PREPARING || order.status === OrderStatus.SHIPPED;
  const toggle = (next: Open) => setOpen((current) => (current === next ? undefined : next));
  return (
    <Paper variant="outlined" component="article" aria-label={`Sipariş ${order.orderNumber}`} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{`Sipariş ${order.orderNumber}`}</Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {`${formatDate(order.createdAt)} · ${order.itemCount} ürün · ${formatPrice(order.totalPrice)}`}
        </Typography>
        <Typography variant="body2">{order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {canShip && (
            <Button size="small" variant={open === 'shipping' ? 'contained' : 'outlined'} onClick={() => toggle('shipping')} aria-expanded={open === 'shipping'}>
              {order.status === OrderStatus.SHIPPED ? 'Kargo bilgisini düzelt' : 'Kargo bilgisi gir'}
            </Button>
          )}
          {order.status !== OrderStatus.CANCEL && (
            <Button size="small" variant={open === 'invoice' ? 'contained' : 'outlined'} onClick={() => toggle('invoice')} aria-expanded={open === 'invoice'}>
              Fatura yükle
            </Button>
          )}
        </Stack>
        {open === 'shipping' && <StoreShipping orderId={order.id} onDone={() => setOpen(undefined)} />}
        {open === 'invoice' && <StoreInvoiceUpload orderId={order.id} onDone={() => setOpen(undefined)} />}
      </Stack>
    </Paper>
  );
}

/** The store's orders, newest first, each with its shipping update and invoice upload. */
export function StoreOrders() {
  const orders = useListStoreOrders({ pageSize: 20 });
  if (orders.isPending) return <LoadingBlock />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  if (orders.data.items.length === 0) return <EmptyState message="Mağazanıza henüz sipariş gelmedi." />;
  return (
    <Stack spacing={1.5}>
      {orders.data.items.map((order) => (
        <StoreOrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

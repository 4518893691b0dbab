import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderStatus, useListStoreOrders, type Order } from '@carsi/sdk/main';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { InvoiceUpload } from './invoice-upload.tsx';
import { ShippingForm } from './shipping-form.tsx';

const statusLabels: Record<OrderStatus, string> = {
  [OrderStatus.RECEIVED]: 'Sipariş alındı',
  [OrderStatus.PREPARING]: 'Hazırlanıyor',
  [OrderStatus.SHIPPED]: 'Kargoya verildi',
  [OrderStatus.DELIVERED]: 'Teslim edildi',
  [OrderStatus.CANCEL]: 'İptal edildi',
};

type Open = 'shipping' | 'invoice' | undefined;

function StoreOrderCard({ order }: { order: Order }) {
  const [open, setOpen] = useState<Open>(undefined);
  const canShip = order.status === OrderStatus.RECEIVED || order.status === OrderStatus.PREPARING || order.status === OrderStatus.SHIPPED;
  const toggle = (next: Open) => setOpen((current) => (current === next ? undefined : next));
  return (
    <Paper variant="outlined" component="article" aria-label={`Sipariş ${order.orderNumber}`} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{`Sipariş ${order.orderNumber}`}</Typography>
          <Chip size="small" variant="outlined" label={statusLabels[order.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
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
        {open === 'shipping' && <ShippingForm orderId={order.id} onDone={() => setOpen(undefined)} />}
        {open === 'invoice' && <InvoiceUpload orderId={order.id} onDone={() => setOpen(undefined)} />}
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

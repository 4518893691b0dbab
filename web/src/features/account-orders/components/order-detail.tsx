import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderListTab, OrderStatus, type OrderDetail as OrderDetailData } from '@carsi/sdk/main';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFoundError } from '@/lib/not-found.ts';
import { formatDate } from '@/utils/format.ts';
import { useMarketReturn, useMarketReturnWithdraw, useOrder } from '../api/orders.ts';
import { cancellableItems, returnableItems } from '@/components/order/order-items.ts';
import { ReturnDialog } from '@/components/order/return-dialog.tsx';
import { ReturnRequests } from '@/components/order/return-requests.tsx';
import { ordersHref } from '@/components/order/order-tabs.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderAddresses } from './order-addresses.tsx';
import { OrderCancellations } from './order-cancellations.tsx';
import { OrderInvoiceButton } from './order-invoice-button.tsx';
import { OrderItemsList } from './order-items-list.tsx';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';
import { OrderSummary } from './order-summary.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

function OrderDetailBody({ order }: { order: OrderDetailData }) {
  const [dialog, setDialog] = useState<'cancel' | 'return' | undefined>(undefined);
  const createReturn = useMarketReturn(order.id, () => setDialog(undefined));
  const withdraw = useMarketReturnWithdraw();
  const canCancel = cancellableItems(order).length > 0;
  const canReturn = returnableItems(order).length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="textSecondary">{formatDate(order.createdAt)}</Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {order.hasInvoice && <OrderInvoiceButton orderId={order.id} />}
          {order.status === OrderStatus.DELIVERED && (
            <Button component={RouterLink} to={`${paths.accountRatings.getHref()}?sekme=new&siparis=${order.id}`} variant="outlined">
              Değerlendir
            </Button>
          )}
          {canCancel && (
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              Siparişi iptal et
            </Button>
          )}
          {canReturn && (
            <Button variant="contained" onClick={() => setDialog('return')}>
              İade talebi oluştur
            </Button>
          )}
        </Stack>
      </Stack>
      <Section title="Ürünler">
        <OrderItemsList items={order.items} />
      </Section>
      {order.returns.length > 0 && (
        <Section title="İade talepleri">
          <ReturnRequests returns={order.returns} lines={order.items} withdraw={withdraw} />
        </Section>
      )}
      {order.cancellations.length > 0 && (
        <Section title="İptaller">
          <OrderCancellations cancellations={order.cancellations} lines={order.items} />
        </Section>
      )}
      <Section title="Ödeme ve kargo">
        <OrderSummary order={order} />
      </Section>
      <Section title="Adresler">
        <OrderAddresses delivery={order.deliveryAddress} invoice={order.invoiceAddress} />
      </Section>
      {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={() => setDialog(undefined)} />}
      {dialog === 'return' && <ReturnDialog order={order} create={createReturn} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}

/** Sipariş detayı: lines, returns, cancellations, totals and addresses, with cancel and return. */
export function OrderDetail({ id }: { id: number }) {
  const order = useOrder(id);
  const missing = order.isError && isNotFoundError(order.error);
  return (
    <Stack spacing={2}>
      <title>{order.data ? `Sipariş ${order.data.orderNumber} — Hesabım — Çarşı` : 'Sipariş detayı — Hesabım — Çarşı'}</title>
      <div>
        <Button component={RouterLink} to={ordersHref(paths.accountOrders.getHref(), OrderListTab.ALL)} startIcon={<ArrowBack />} size="small">
          Siparişlerim
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {order.data ? `Sipariş no ${order.data.orderNumber}` : 'Sipariş detayı'}
      </Typography>
      {order.isPending && <LoadingBlock label="Sipariş yükleniyor…" />}
      {/* An order of someone else, or one that never was: trying again cannot help. */}
      {missing && <EmptyState message="Bu numarada bir siparişiniz bulunmuyor." />}
      {order.isError && !missing && <LoadError onRetry={() => void order.refetch()} message="Sipariş yüklenemedi." />}
      {order.isSuccess && <OrderDetailBody order={order.data} />}
    </Stack>
  );
}

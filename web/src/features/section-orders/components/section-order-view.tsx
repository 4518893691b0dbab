import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderPayment, SellOrderDetail } from '@carsi/sdk/main';
import type { ReactNode } from 'react';
import { OrderStatusChip } from '@/components/order/order-status-chip.tsx';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { Link } from '@/components/ui/link.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';

interface SectionOrderViewProps {
  /** The part both sides get: a seller's answer carries no payment details. */
  order: SellOrderDetail;
  listingHref: (id: number) => string;
  /** The buyer's or the seller's part (returns, invoice, shipping). */
  children?: ReactNode;
}

export const OrderSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** What both sides see of a section order: its number, state, listings, amounts, delivery address and shipment. */
export function SectionOrderView({ order, listingHref, children }: SectionOrderViewProps) {
  const address = order.deliveryAddress;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="textSecondary">{`Sipariş no ${order.orderNumber} · ${formatDate(order.createdAt)} · ${order.itemCount} ilan`}</Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
      <OrderSection title="İlanlar">
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.items.map((item) => (
            <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ py: 1, alignItems: 'center' }}>
              {item.image && (
                <Box component="img" src={item.image.url} alt="" sx={{ width: 56, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }} />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link to={listingHref(item.productId)} color="inherit" sx={{ fontWeight: 600 }}>
                  {item.title}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {`${item.quantity} adet × ${formatPrice(item.unitPrice)}`}
                  {item.returnedQuantity ? ` · ${item.returnedQuantity} adet iade edildi` : ''}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{formatPrice(item.totalPrice)}</Typography>
            </Stack>
          ))}
        </Stack>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1.5 }} aria-label="Ödeme özeti">
          <AmountRow label="Ara toplam" value={formatPrice(order.subtotal)} />
          {order.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(order.discountTotal)}`} />}
          <AmountRow label="Kargo" value={order.shippingTotal === 0 ? 'Bedava' : formatPrice(order.shippingTotal)} />
          <AmountRow label="Ödenen" value={formatPrice(order.totalPrice)} total />
        </Stack>
      </OrderSection>
      <OrderSection title="Teslimat">
        <Typography variant="body2">{`${address.firstName} ${address.lastName}`}</Typography>
        <Typography variant="body2" color="textSecondary">
          {`${address.address}, ${address.neighborhood}, ${address.district} / ${address.province}`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {order.shipment
            ? `${order.shipment.cargoCompany} · Takip no ${order.shipment.trackingNumber} · ${formatDate(order.shipment.shippedAt)} tarihinde kargoya verildi${order.shipment.deliveredAt ? `, ${formatDate(order.shipment.deliveredAt)} tarihinde teslim edildi` : ''}.`
            : 'Henüz kargoya verilmedi.'}
        </Typography>
      </OrderSection>
      {children}
    </Stack>
  );
}

/** The buyer's own record of how they paid; never part of what the seller sees. */
export function OrderPaymentSection({ payment }: { payment: OrderPayment | undefined }) {
  if (!payment) return null;
  return (
    <OrderSection title="Ödeme">
      <Typography variant="body2" color="textSecondary">
        {`Kart: ${payment.maskedCardNumber} · ${payment.installment === 1 ? 'Tek çekim' : `${payment.installment} taksit`}`}
      </Typography>
    </OrderSection>
  );
}

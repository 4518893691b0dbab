import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@carsi/sdk/main';
import { formatPrice } from '@/utils/format.ts';
import { safeOutsideHref } from '@/utils/links.ts';

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {value}
    </Typography>
  </Stack>
);

/** Totals, payment and shipment of an order. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Stack spacing={0.5}>
      <Row label="Ürünler" value={formatPrice(order.subtotal)} />
      {order.discountTotal > 0 && <Row label="İndirim" value={`-${formatPrice(order.discountTotal)}`} />}
      {order.couponDiscount > 0 && <Row label={`Kupon${order.couponCode ? ` (${order.couponCode})` : ''}`} value={`-${formatPrice(order.couponDiscount)}`} />}
      <Row label="Kargo" value={order.shippingTotal > 0 ? formatPrice(order.shippingTotal) : 'Ücretsiz'} />
      <Row label="Toplam" value={formatPrice(order.totalPrice)} strong />
      {order.payment && (
        <Typography variant="body2" color="textSecondary" sx={{ pt: 1 }}>
          Ödeme: {order.payment.maskedCardNumber} · {order.payment.installment === 1 ? 'Tek çekim' : `${order.payment.installment} taksit`}
        </Typography>
      )}
      {order.shipment && (
        <Typography variant="body2" color="textSecondary">
          Kargo: {order.shipment.cargoCompany} · Takip no {order.shipment.trackingNumber}
          {safeOutsideHref(order.shipment.trackingUrl) && (
            <>
              {' · '}
              <a href={safeOutsideHref(order.shipment.trackingUrl)} target="_blank" rel="noreferrer">
                Kargom nerede?
              </a>
            </>
          )}
        </Typography>
      )}
    </Stack>
  );
}

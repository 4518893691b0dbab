import type { Cart } from '@carsi/sdk/main';
import { OrderSummaryCard } from '@/components/checkout/order-summary-card.tsx';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { formatPrice } from '@/utils/format.ts';

/** The totals of a section's cart, with "Ödemeye geç" when there is something to pay for. */
export function SectionCartSummary({ cart, onCheckout }: { cart: Cart; onCheckout?: () => void }) {
  const rows = (
    <>
      <AmountRow label={`Ürünler (${cart.itemCount} adet)`} value={formatPrice(cart.subtotal)} />
      {cart.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(cart.discountTotal)}`} />}
      <AmountRow label="Kargo" value={cart.shippingTotal === 0 ? 'Bedava' : formatPrice(cart.shippingTotal)} />
      <AmountRow label="Toplam" value={formatPrice(cart.total)} total />
    </>
  );
  return <OrderSummaryCard rows={rows} onCheckout={onCheckout} checkoutDisabled={cart.itemCount === 0} />;
}

import Stack from '@mui/material/Stack';
import type { Cart } from '@carsi/sdk/main';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { formatPrice } from '@/utils/format.ts';

/** What is bought: the selected lines' pieces and the amount to pay. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} aria-label="Ödenecek tutar">
      <AmountRow label={`Ürünler (${cart.selectedItemCount} adet)`} value={formatPrice(cart.subtotal)} />
      {cart.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(cart.discountTotal)}`} />}
      {cart.couponDiscount > 0 && <AmountRow label={`Kupon (${cart.coupon?.code ?? ''})`} value={`-${formatPrice(cart.couponDiscount)}`} />}
      <AmountRow label="Kargo" value={cart.shippingTotal === 0 ? 'Bedava' : formatPrice(cart.shippingTotal)} />
      <AmountRow label="Toplam" value={formatPrice(cart.total)} total />
    </Stack>
  );
}

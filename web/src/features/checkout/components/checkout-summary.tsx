import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cart } from '@carsi/sdk/main';
import { formatPrice } from '../../../utils/format.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** What is bought: the selected lines' pieces and the amount to pay. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} aria-label="Ödenecek tutar">
      <Row label={`Ürünler (${cart.selectedItemCount} adet)`} value={formatPrice(cart.subtotal)} />
      {cart.discountTotal > 0 && <Row label="İndirim" value={`-${formatPrice(cart.discountTotal)}`} />}
      {cart.couponDiscount > 0 && <Row label={`Kupon (${cart.coupon?.code ?? ''})`} value={`-${formatPrice(cart.couponDiscount)}`} />}
      <Row label="Kargo" value={cart.shippingTotal === 0 ? 'Bedava' : formatPrice(cart.shippingTotal)} />
      <Divider />
      <Row label="Toplam" value={formatPrice(cart.total)} strong />
    </Stack>
  );
}

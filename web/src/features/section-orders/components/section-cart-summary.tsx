import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cart } from '@carsi/sdk/main';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { formatPrice } from '@/utils/format.ts';

/** The totals of a section's cart, with "Ödemeye geç" when there is something to pay for. */
export function SectionCartSummary({ cart, onCheckout }: { cart: Cart; onCheckout?: () => void }) {
  return (
    <Card variant="outlined" component="aside" aria-label="Sipariş özeti">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            Sipariş özeti
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <AmountRow label={`Ürünler (${cart.itemCount} adet)`} value={formatPrice(cart.subtotal)} />
            {cart.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(cart.discountTotal)}`} />}
            <AmountRow label="Kargo" value={cart.shippingTotal === 0 ? 'Bedava' : formatPrice(cart.shippingTotal)} />
            <AmountRow label="Toplam" value={formatPrice(cart.total)} total />
          </Stack>
          {onCheckout && (
            <Button variant="contained" size="large" onClick={onCheckout} disabled={cart.itemCount === 0}>
              Ödemeye geç
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

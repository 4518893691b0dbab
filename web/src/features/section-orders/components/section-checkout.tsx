import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckoutPaymentForm } from '@/components/checkout/checkout-payment-form.tsx';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { useCheckoutPayment } from '@/hooks/use-checkout-payment.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatPrice } from '@/utils/format.ts';
import { useSectionCart } from '../api/section-cart.ts';
import { usePlaceSectionOrder } from '../api/place-section-order.ts';

interface SectionCheckoutProps {
  section: SectionKey;
  /** An accepted offer bought at its price instead of the cart (`?teklif=` on the payment page). */
  negotiationId?: number;
}

/** Address, card and confirmation of a section's payment, as on the marketplace. */
export function SectionCheckout({ section, negotiationId }: SectionCheckoutProps) {
  const navigate = useNavigate();
  const paths = sectionPaths[section];
  const cart = useSectionCart(section);
  const offer = sectionApi(section).useGetNegotiation(negotiationId ?? 0, { query: { enabled: negotiationId !== undefined } });
  const amount = negotiationId !== undefined ? (offer.data?.price ?? 0) : (cart.data?.total ?? 0);
  const checkout = useCheckoutPayment(amount);
  const order = usePlaceSectionOrder(section, (placed) => navigate(paths.checkoutComplete.getHref(placed.id), { replace: true }), negotiationId);

  const pending = negotiationId !== undefined ? offer.isPending : cart.isPending;
  if (pending) return <Skeleton variant="rounded" height={320} aria-label="Ödeme bilgileri yükleniyor" />;
  const nothingToPay = negotiationId !== undefined ? offer.data?.status !== 'ACCEPTED' : (cart.data?.itemCount ?? 0) === 0;
  if (nothingToPay) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>
          {negotiationId !== undefined ? 'Bu teklif ödemeye hazır değil; yalnızca kabul edilen teklifler ödenir.' : 'Ödenecek ilan yok; sepetinize ilan ekleyin.'}
        </Typography>
        <Button component={RouterLink} to={paths.cart.getHref()} variant="contained">
          Sepete dön
        </Button>
      </Stack>
    );
  }

  const summary = (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} aria-label="Ödenecek tutar">
      {negotiationId !== undefined && offer.data ? (
        <>
          <AmountRow label={offer.data.product?.title ?? 'İlan fiyatı'} value={formatPrice(offer.data.listPrice)} />
          <AmountRow label="Kabul edilen teklif" value={formatPrice(offer.data.price)} />
        </>
      ) : (
        <AmountRow label={`İlanlar (${cart.data?.itemCount ?? 0} adet)`} value={formatPrice(cart.data?.subtotal ?? 0)} />
      )}
      <AmountRow label="Toplam" value={formatPrice(amount)} total />
    </Stack>
  );
  return <CheckoutPaymentForm checkout={checkout} order={order} summary={summary} />;
}

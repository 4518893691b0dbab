import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListCards, type NewCardPayment } from '@carsi/sdk/main';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AddressStep } from '@/components/checkout/address-step.tsx';
import { CardChoice, type PaymentChoice } from '@/components/checkout/card-choice.tsx';
import { CheckoutStep } from '@/components/checkout/checkout-step.tsx';
import { InstallmentChoice } from '@/components/checkout/installment-choice.tsx';
import { NewCardFields } from '@/components/checkout/new-card-fields.tsx';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { binOf, useInstallments } from '@/hooks/use-installments.ts';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { emptyCard, newCardSchema } from '@/lib/card-schema.ts';
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
  const cards = useListCards();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState<PaymentChoice | undefined>(undefined);
  const cardForm = useZodForm(newCardSchema, emptyCard);
  const order = usePlaceSectionOrder(section, (placed) => navigate(paths.checkoutComplete.getHref(placed.id), { replace: true }), negotiationId);
  const savedCards = cards.data ?? [];
  const payment: PaymentChoice = chosen ?? savedCards[0]?.id ?? 'new';
  const bin = binOf(payment === 'new' ? cardForm.values.cardNumber : (savedCards.find((c) => c.id === payment)?.maskedNumber ?? ''));
  const amount = negotiationId !== undefined ? (offer.data?.price ?? 0) : (cart.data?.total ?? 0);
  const installments = useInstallments(bin, amount);
  const [wanted, setWanted] = useState(1);
  const installment = installments.options.some((o) => o.installment === wanted) ? wanted : 1;

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

  const place = (card?: NewCardPayment) => {
    if (addressId === undefined) {
      order.setError('Teslimat adresi seçin veya ekleyin.');
      return;
    }
    const chosenPayment = card ?? (typeof payment === 'number' ? payment : undefined);
    if (chosenPayment !== undefined) order.place({ addressId, payment: chosenPayment, installment });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (payment === 'new') {
      cardForm.handleSubmit(place)(event);
      return;
    }
    event.preventDefault();
    place();
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <CheckoutStep number={1} title="Teslimat adresi">
        <AddressStep value={addressId} onChange={setAddressId} />
      </CheckoutStep>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Ödeme">
        <CheckoutStep number={2} title="Ödeme">
          <Stack spacing={2}>
            {cards.isPending ? (
              <Skeleton variant="rounded" height={56} aria-label="Kartlar yükleniyor" />
            ) : (
              <CardChoice cards={savedCards} value={payment} onChange={setChosen} />
            )}
            {payment === 'new' && <NewCardFields form={cardForm} />}
            <InstallmentChoice options={installments.options} value={installment} onChange={setWanted} bankName={installments.bankName} />
          </Stack>
        </CheckoutStep>
        <CheckoutStep number={3} title="Onay">
          <Stack spacing={2}>
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
            {order.error && (
              <Alert severity="warning" role="alert">
                {order.error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={order.isPending}
              startIcon={order.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {order.isPending ? 'Siparişiniz oluşturuluyor…' : 'Siparişi onayla'}
            </Button>
          </Stack>
        </CheckoutStep>
      </Stack>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCart, useListCards, type NewCardPayment } from '@carsi/sdk/main';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { binOf, useInstallments } from '@/hooks/use-installments.ts';
import { usePlaceOrder } from '../api/use-place-order.ts';
import { emptyCard, newCardSchema } from '@/lib/card-schema.ts';
import { AddressStep } from '@/components/checkout/address-step.tsx';
import { CardChoice, type PaymentChoice } from '@/components/checkout/card-choice.tsx';
import { CheckoutStep } from '@/components/checkout/checkout-step.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { InstallmentChoice } from '@/components/checkout/installment-choice.tsx';
import { NewCardFields } from '@/components/checkout/new-card-fields.tsx';

/** Address, card and confirmation of a member's payment. */
export function CheckoutView() {
  const navigate = useNavigate();
  const cart = useGetCart();
  const cards = useListCards();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState<PaymentChoice | undefined>(undefined);
  const cardForm = useZodForm(newCardSchema, emptyCard);
  const order = usePlaceOrder((placed) => navigate(paths.checkoutComplete.getHref(placed.id), { replace: true }));
  const savedCards = cards.data ?? [];
  const payment: PaymentChoice = chosen ?? savedCards[0]?.id ?? 'new';
  const bin = binOf(payment === 'new' ? cardForm.values.cardNumber : (savedCards.find((c) => c.id === payment)?.maskedNumber ?? ''));
  const installments = useInstallments(bin, cart.data?.total ?? 0);
  const [wanted, setWanted] = useState(1);
  // A choice the new card's bank does not offer falls back to a single payment.
  const installment = installments.options.some((o) => o.installment === wanted) ? wanted : 1;

  if (cart.isPending) return <Skeleton variant="rounded" height={320} aria-label="Ödeme bilgileri yükleniyor" />;
  if (!cart.data || cart.data.selectedItemCount === 0) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>Ödenecek ürün yok; sepetinizden ürün seçin.</Typography>
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
    if (card) order.place({ addressId, payment: card, installment });
    else if (typeof payment === 'number') order.place({ addressId, payment, installment });
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
            <CheckoutSummary cart={cart.data} />
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

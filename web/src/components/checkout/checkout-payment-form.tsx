import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { NewCardPayment } from '@carsi/sdk/main';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import type { CheckoutPayment } from '@/hooks/use-checkout-payment.ts';
import { AddressStep } from './address-step.tsx';
import { CardChoice } from './card-choice.tsx';
import { CheckoutStep } from './checkout-step.tsx';
import { InstallmentChoice } from './installment-choice.tsx';
import { NewCardFields } from './new-card-fields.tsx';

/** What places the order: the marketplace's or a section's, both paid the same way. */
export interface CheckoutOrder {
  place: (order: { addressId: number; payment: number | NewCardPayment; installment: number }) => void;
  setError: (message: string | undefined) => void;
  error: string | undefined;
  isPending: boolean;
}

interface CheckoutPaymentFormProps {
  checkout: CheckoutPayment;
  order: CheckoutOrder;
  /** What is paid for, shown in the confirmation step above the button. */
  summary: ReactNode;
  /** Under the address step (outside the payment form): the marketplace's coupon box. */
  extra?: ReactNode;
}

/** The three steps of a payment page: delivery address, payment, confirmation. */
export function CheckoutPaymentForm({ checkout, order, summary, extra }: CheckoutPaymentFormProps) {
  const { addressId, payment, cardForm, installments, installment } = checkout;

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
      <Stack spacing={3}>
        <CheckoutStep number={1} title="Teslimat adresi">
          <AddressStep value={addressId} onChange={checkout.setAddressId} />
        </CheckoutStep>
        {extra}
      </Stack>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Ödeme">
        <CheckoutStep number={2} title="Ödeme">
          <Stack spacing={2}>
            {checkout.cardsPending ? (
              <Skeleton variant="rounded" height={56} aria-label="Kartlar yükleniyor" />
            ) : (
              <CardChoice cards={checkout.savedCards} value={payment} onChange={checkout.setChosen} />
            )}
            {payment === 'new' && <NewCardFields form={cardForm} />}
            <InstallmentChoice options={installments.options} value={installment} onChange={checkout.setWanted} bankName={installments.bankName} />
          </Stack>
        </CheckoutStep>
        <CheckoutStep number={3} title="Onay">
          <Stack spacing={2}>
            {summary}
            <FormError message={order.error} />
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

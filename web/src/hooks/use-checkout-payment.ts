import { useListCards } from '@/lib/api/cards.ts';
import { useState } from 'react';
import { emptyCard, newCardSchema, type PaymentChoice } from '@/lib/card-schema.ts';
import { binOf, useInstallments } from './use-installments.ts';
import { useZodForm } from './use-zod-form.ts';

/**
 * The choices of a payment page (marketplace and sections alike): delivery address, a saved card or
 * a new one, and the instalments the card's bank offers for `amount`. Called before the page's own
 * early returns, so the saved cards load while the cart or offer does.
 */
export function useCheckoutPayment(amount: number) {
  const cards = useListCards();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState<PaymentChoice | undefined>(undefined);
  const cardForm = useZodForm(newCardSchema, emptyCard);
  const savedCards = cards.data ?? [];
  const payment: PaymentChoice = chosen ?? savedCards[0]?.id ?? 'new';
  const bin = binOf(payment === 'new' ? cardForm.values.cardNumber : (savedCards.find((c) => c.id === payment)?.maskedNumber ?? ''));
  const installments = useInstallments(bin, amount);
  const [wanted, setWanted] = useState(1);
  // A choice the new card's bank does not offer falls back to a single payment.
  const installment = installments.options.some((o) => o.installment === wanted) ? wanted : 1;
  return { cardsPending: cards.isPending, savedCards, addressId, setAddressId, payment, setChosen, cardForm, installments, installment, setWanted };
}

export type CheckoutPayment = ReturnType<typeof useCheckoutPayment>;

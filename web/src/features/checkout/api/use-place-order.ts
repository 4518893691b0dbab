import { getCreateOrderMutationKey, useCreateOrder, type NewCardPayment, type Order } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureSettlesAttempt, forgetSettledMutations, idempotentOrderRequest, settleOrderAttempt } from '@/lib/idempotency.ts';

export interface PlaceOrder {
  addressId: number;
  /** A saved card's id or a new card. */
  payment: number | NewCardPayment;
  /** 1 for a single payment, or one of the card's instalment options. */
  installment: number;
}

const SCOPE = 'marketplace';

/**
 * Buys the selected cart lines; the cart is asked again after (the SDK's invalidation rules). Every call carries the pending
 * attempt's Idempotency-Key (a retry after a stalled call or a reload cannot pay twice), and the
 * card details leave the mutation cache as soon as the call settles.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const client = useQueryClient();
  const [error, setError] = useState<string | undefined>(undefined);
  const create = useCreateOrder({
    request: idempotentOrderRequest(SCOPE),
    mutation: {
      meta: { successMessage: 'Siparişiniz alındı.' },
      onMutate: () => setError(undefined),
      onSuccess: (order) => {
        settleOrderAttempt(SCOPE);
        onPlaced(order);
      },
      onError: (failure) => {
        if (failureSettlesAttempt(failure)) settleOrderAttempt(SCOPE);
        setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE);
      },
      onSettled: () => {
        // After the observers saw the result: the settled call (and its card number and CVC) is dropped.
        setTimeout(() => {
          forgetSettledMutations(client, getCreateOrderMutationKey());
          create.reset();
        }, 0);
      },
    },
  });
  const place = ({ addressId, payment, installment }: PlaceOrder) =>
    create.mutate({
      data: {
        addressId,
        invoiceAddressId: addressId,
        installment,
        ...(typeof payment === 'number' ? { cardId: payment } : { card: payment }),
      },
    });
  return { place, isPending: create.isPending, error, setError };
}

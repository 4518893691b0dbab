import { getGetCartQueryKey, useCreateOrder, type NewCardPayment, type Order } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export interface PlaceOrder {
  addressId: number;
  /** A saved card's id or a new card. */
  payment: number | NewCardPayment;
  /** 1 for a single payment, or one of the card's instalment options. */
  installment: number;
}

/** Buys the selected cart lines; the cart is asked again after. */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const client = useQueryClient();
  const [error, setError] = useState<string | undefined>(undefined);
  const create = useCreateOrder({
    mutation: {
      meta: { successMessage: 'Siparişiniz alındı.' },
      onMutate: () => setError(undefined),
      onSuccess: (order) => {
        void client.invalidateQueries({ queryKey: getGetCartQueryKey() });
        onPlaced(order);
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE),
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

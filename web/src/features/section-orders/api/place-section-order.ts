import { useSaveCard, type NewCardPayment, type Order } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useState } from 'react';
import { sectionApi, type SectionKey } from '../../../lib/section-api.ts';
import { useRefreshSection } from './section-queries.ts';

export interface PlaceSectionOrder {
  addressId: number;
  /** A saved card's id, or a new card that is saved first (the section's v2 order takes a saved card). */
  payment: number | NewCardPayment;
  installment: number;
  /** An accepted offer: its price is what is paid. */
  negotiationId?: number;
}

const messageOf = (failure: unknown): string => (isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE);

/** Pays the section's cart (or an accepted offer) with the family's v2 order create. */
export function usePlaceSectionOrder(section: SectionKey, onPlaced: (order: Order) => void) {
  const refresh = useRefreshSection(section);
  const [error, setError] = useState<string | undefined>(undefined);
  const saveCard = useSaveCard({ mutation: { meta: { silent: true } } });
  const create = sectionApi(section).useCreateOrder({
    mutation: {
      meta: { successMessage: 'Siparişiniz alındı.' },
      onMutate: () => setError(undefined),
      onSuccess: (order) => {
        void refresh('cart');
        void refresh('buy-order');
        onPlaced(order);
      },
      onError: (failure) => setError(messageOf(failure)),
    },
  });

  const order = (addressId: number, cardId: number, installment: number, negotiationId: number | undefined) =>
    create.mutate({
      data: { addressId, invoiceAddressId: addressId, cardId, installment, ...(negotiationId === undefined ? {} : { negotiationId }) },
    });

  const place = ({ addressId, payment, installment, negotiationId }: PlaceSectionOrder) => {
    setError(undefined);
    if (typeof payment === 'number') {
      order(addressId, payment, installment, negotiationId);
      return;
    }
    saveCard.mutate(
      { data: payment },
      {
        onSuccess: (card) => order(addressId, card.id, installment, negotiationId),
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return { place, isPending: create.isPending || saveCard.isPending, error, setError };
}

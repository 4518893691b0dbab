import { useListCards, useSaveCard, type Card, type NewCardPayment, type Order } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureSettlesAttempt, forgetSettledMutations, idempotentOrderRequest, settleOrderAttempt } from '@/lib/idempotency.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { findSavedCard } from '../utils/find-saved-card.ts';
import { useRefreshSection } from './section-queries.ts';

export interface PlaceSectionOrder {
  addressId: number;
  /** A saved card's id, or a new card that is saved first (the section's v2 order takes a saved card). */
  payment: number | NewCardPayment;
  installment: number;
}

const messageOf = (failure: unknown): string => (isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE);

/**
 * One payment attempt per section and per thing paid: the cart, or one accepted offer. A key left
 * pending by a stalled cart payment must not answer a later payment of an offer with the cart's order.
 */
export const sectionOrderScope = (section: SectionKey, negotiationId: number | undefined): string =>
  negotiationId === undefined ? `section:${section}` : `section:${section}:offer:${negotiationId}`;

/**
 * Pays the section's cart (or the accepted offer `negotiationId`, at its price) with the family's v2 order create. As on the
 * marketplace, every call carries the pending attempt's Idempotency-Key (a retry after a stalled call
 * or a reload cannot pay twice), and a new card's number and CVC leave the mutation cache once the
 * calls that carried them settle. A typed card that is already saved (by an earlier try on this page,
 * or before a reload) is paid with as it is, not saved again.
 */
export function usePlaceSectionOrder(section: SectionKey, onPlaced: (order: Order) => void, negotiationId?: number) {
  const client = useQueryClient();
  const refresh = useRefreshSection(section);
  const scope = sectionOrderScope(section, negotiationId);
  const [error, setError] = useState<string | undefined>(undefined);
  const cardKey = ['section-order-card', section] as const;
  const orderKey = ['section-order', section] as const;
  const forget = (key: readonly unknown[], reset: () => void) =>
    // After the observers saw the result: the settled call (and the card it carried) is dropped.
    setTimeout(() => {
      forgetSettledMutations(client, key);
      reset();
    }, 0);
  const savedCards = useListCards();
  // Cards saved by a try on this page; the list above is not changed under the form the buyer is typing in.
  const savedHere = useRef<Card[]>([]);
  const saveCard = useSaveCard({
    mutation: { mutationKey: cardKey, meta: { silent: true }, onSettled: () => forget(cardKey, () => saveCard.reset()) },
  });
  const create = sectionApi(section).useCreateOrder({
    request: idempotentOrderRequest(scope),
    mutation: {
      mutationKey: orderKey,
      meta: { successMessage: 'Siparişiniz alındı.' },
      onMutate: () => setError(undefined),
      onSuccess: (order) => {
        settleOrderAttempt(scope);
        // By hand: the call carries its own mutation key (to forget it once settled), which the SDK's rules do not name.
        void refresh('cart');
        void refresh('buy-order');
        onPlaced(order);
      },
      onError: (failure) => {
        if (failureSettlesAttempt(failure)) settleOrderAttempt(scope);
        setError(messageOf(failure));
      },
      onSettled: () => forget(orderKey, () => create.reset()),
    },
  });

  const order = (addressId: number, cardId: number, installment: number) =>
    create.mutate({
      data: { addressId, invoiceAddressId: addressId, cardId, installment, ...(negotiationId === undefined ? {} : { negotiationId }) },
    });

  const place = ({ addressId, payment, installment }: PlaceSectionOrder) => {
    setError(undefined);
    if (typeof payment === 'number') {
      order(addressId, payment, installment);
      return;
    }
    const known = findSavedCard([...(savedCards.data ?? []), ...savedHere.current], payment);
    if (known) {
      order(addressId, known.id, installment);
      return;
    }
    saveCard.mutate(
      { data: payment },
      {
        onSuccess: (card) => {
          savedHere.current.push(card);
          order(addressId, card.id, installment);
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return { place, isPending: create.isPending || saveCard.isPending, error, setError };
}

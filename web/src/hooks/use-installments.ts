import { getCardInstallments, type InstallmentOption } from '@carsi/sdk/main';
import { useQuery } from '@tanstack/react-query';

/** The first six digits of a card number as typed or as masked by the server ("552879******0008"). */
export function binOf(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/\s+/g, '').match(/^\d{6}/)?.[0];
  return digits;
}

/**
 * What the bank offers for this card and amount. A card without instalments (or a BIN the provider
 * does not know) pays in one go, so a refusal is not worth a warning: the shopper simply sees one option.
 */
export function useInstallments(bin: string | undefined, amount: number) {
  const query = useQuery({
    queryKey: ['getCardInstallments', bin, amount],
    queryFn: ({ signal }) => getCardInstallments({ binNumber: bin ?? '', amount }, undefined, signal),
    enabled: bin !== undefined && amount > 0,
    meta: { silent: true },
    retry: false,
  });
  const single: InstallmentOption = { installment: 1, installmentAmount: amount, totalAmount: amount };
  const offered = query.data?.installments ?? [];
  const options = offered.length > 0 ? offered : [single];
  return { options, bankName: query.data?.bankName, isFetching: query.isFetching };
}

import {
  getGetCartQueryKey,
  useGetCart,
  useRemoveFromCart,
  useSelectCartItem,
  useUpdateCartItem,
  type Cart,
} from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The member's server cart and its changes. Each change answers the whole cart, which replaces the
 * cached one; a refused change (e.g. not enough stock) leaves the cart as it was and is kept per line.
 */
export function useMemberCart() {
  const client = useQueryClient();
  const cart = useGetCart();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [busyLine, setBusyLine] = useState<number | undefined>(undefined);

  const handlers = (successMessage: string) => ({
    mutation: {
      meta: { successMessage },
      onMutate: ({ id }: { id: number }) => {
        setBusyLine(id);
        setLineErrors(({ [id]: _dropped, ...rest }) => rest);
      },
      onSuccess: (next: Cart) => client.setQueryData(getGetCartQueryKey(), next),
      onError: (error: unknown, { id }: { id: number }) =>
        setLineErrors((previous) => ({ ...previous, [id]: isApiError(error) ? error.message : DEFAULT_FAILURE_MESSAGE })),
      onSettled: () => setBusyLine(undefined),
    },
  });

  const update = useUpdateCartItem(handlers('Sepetiniz güncellendi.'));
  const remove = useRemoveFromCart(handlers('Ürün sepetinizden çıkarıldı.'));
  const select = useSelectCartItem(handlers('Sepetiniz güncellendi.'));

  return {
    cart,
    lineErrors,
    busyLine,
    setQuantity: (id: number, quantity: number) => update.mutate({ id, data: { quantity } }),
    removeLine: (id: number) => remove.mutate({ id }),
    selectLine: (id: number, selected: boolean) => select.mutate({ id, status: selected ? 'YES' : 'NO' }),
  };
}

import { getGetProductQueryKey, useAddFavorite, useRemoveFavorite } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

/** Adds or removes a product from favourites; the product page then asks again. */
export function useToggleFavorite(productId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: getGetProductQueryKey(productId) });
  const add = useAddFavorite({ mutation: { onSuccess, meta: { successMessage: 'Ürün favorilerinize eklendi.' } } });
  const remove = useRemoveFavorite({ mutation: { onSuccess, meta: { successMessage: 'Ürün favorilerinizden çıkarıldı.' } } });
  return {
    toggle: (isFavorite: boolean) => (isFavorite ? remove : add).mutate({ id: productId }),
    isPending: add.isPending || remove.isPending,
  };
}

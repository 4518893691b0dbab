import { useAddFavorite, useRemoveFavorite } from '@carsi/sdk/main';

/** Adds or removes a product from favourites; the product page then asks again (the SDK's invalidation rules). */
export function useToggleFavorite(productId: number) {
  const add = useAddFavorite({ mutation: { meta: { successMessage: 'Ürün favorilerinize eklendi.' } } });
  const remove = useRemoveFavorite({ mutation: { meta: { successMessage: 'Ürün favorilerinizden çıkarıldı.' } } });
  return {
    toggle: (isFavorite: boolean) => (isFavorite ? remove : add).mutate({ id: productId }),
    isPending: add.isPending || remove.isPending,
  };
}

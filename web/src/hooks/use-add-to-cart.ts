import { addToGuestCart, readGuestCart } from '@carsi/sdk';
import { getGetCartQueryKey } from '@carsi/sdk/main';
import { useAddToCart as useAddToServerCart } from '@/lib/api/cart.ts';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OUT_OF_STOCK } from '@/config/cart.ts';
import { lazyNotifier } from '../lib/lazy-notifier.ts';
import { useIsLoggedIn } from '../lib/session.ts';

export const ADDED_TO_CART = 'Ürün sepetinize eklendi.';

/**
 * Puts pieces of a product in the cart: the server cart for a member, the cart kept on this device
 * for a visitor (pushed to the server at login). A visitor cannot hold more than the stock either.
 */
export function useAddToCart() {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const server = useAddToServerCart({
    mutation: {
      meta: { successMessage: ADDED_TO_CART },
      onSuccess: (cart) => client.setQueryData(getGetCartQueryKey(), cart),
    },
  });

  const add = useCallback(
    (product: { id: number; stock: number }, quantity: number) => {
      if (loggedIn) {
        server.mutate({ id: product.id, data: { quantity } });
        return;
      }
      const inCart = readGuestCart().find((line) => line.id === product.id)?.quantity ?? 0;
      if (inCart + quantity > product.stock) {
        lazyNotifier.warning(errorMessageFor(OUT_OF_STOCK));
        return;
      }
      addToGuestCart(product.id, quantity);
      lazyNotifier.success(ADDED_TO_CART);
    },
    [loggedIn, server],
  );

  return { add, isPending: server.isPending };
}

import { removeFromGuestCart, setGuestCartQuantity, type GuestCartLine } from '@carsi/sdk';
import { getGetProductQueryOptions, type ProductDetail } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { OUT_OF_STOCK } from '@/config/cart.ts';
import { useDeviceGuestCart } from '@/hooks/use-device-guest-cart.ts';
import { lazyNotifier } from '@/lib/lazy-notifier.ts';

const noLines: GuestCartLine[] = [];

export interface GuestCartEntry {
  line: GuestCartLine;
  product: ProductDetail | undefined;
}

/**
 * A visitor's cart kept on this device (SDK session module) with each product's current details;
 * more pieces than the stock are refused on the line, the cart stays as it was.
 */
export function useGuestCart() {
  const known = useDeviceGuestCart();
  const lines = known ?? noLines;
  const products = useQueries({ queries: lines.map((line) => getGetProductQueryOptions(line.id)) });
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const entries: GuestCartEntry[] = lines.map((line, at) => ({ line, product: products[at]?.data }));
  const isPending = products.some((query) => query.isPending);

  const setQuantity = (id: number, quantity: number) => {
    const stock = entries.find((entry) => entry.line.id === id)?.product?.stock;
    if (stock !== undefined && quantity > stock) {
      const message = errorMessageFor(OUT_OF_STOCK);
      setLineErrors((previous) => ({ ...previous, [id]: message }));
      lazyNotifier.warning(message);
      return;
    }
    setLineErrors(({ [id]: _dropped, ...rest }) => rest);
    setGuestCartQuantity(id, quantity);
  };

  return { isKnown: known !== undefined, entries, isPending, lineErrors, setQuantity, removeLine: removeFromGuestCart };
}

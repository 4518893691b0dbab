import {
  readGuestCart,
  removeFromGuestCart,
  setGuestCartQuantity,
  type GuestCartLine,
} from '@carsi/sdk';
import { getGetProductQueryOptions, type ProductDetail } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useQueries } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { subscribeGuestCartAnywhere } from '@/lib/guest-cart-events.ts';
import { lazyNotifier } from '@/lib/lazy-notifier.ts';

const OUT_OF_STOCK = '2000-0013';
let snapshot: GuestCartLine[] = readGuestCart();
let serialized = JSON.stringify(snapshot);

const read = (): GuestCartLine[] => {
  const lines = readGuestCart();
  const text = JSON.stringify(lines);
  if (text !== serialized) {
    serialized = text;
    snapshot = lines;
  }
  return snapshot;
};

// A prerendered cart page was drawn for a visitor with an empty cart: hydration starts from there.
const noLines: GuestCartLine[] = [];
const prerenderedLines = (): GuestCartLine[] => noLines;

export interface GuestCartEntry {
  line: GuestCartLine;
  product: ProductDetail | undefined;
}

/**
 * A visitor's cart kept on this device (SDK session module) with each product's current details;
 * more pieces than the stock are refused on the line, the cart stays as it was.
 */
export function useGuestCart() {
  const lines = useSyncExternalStore(subscribeGuestCartAnywhere, read, prerenderedLines);
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

  return { entries, isPending, lineErrors, setQuantity, removeLine: removeFromGuestCart };
}

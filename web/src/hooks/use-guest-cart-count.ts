import { readGuestCart } from '@carsi/sdk';
import { useSyncExternalStore } from 'react';
import { subscribeGuestCartAnywhere } from '@/lib/guest-cart-events.ts';

const countOf = (): number => readGuestCart().reduce((sum, line) => sum + line.quantity, 0);

/** Items in the cart a visitor keeps on this device before logging in. */
export function useGuestCartCount(): number {
  return useSyncExternalStore(subscribeGuestCartAnywhere, countOf, () => 0);
}

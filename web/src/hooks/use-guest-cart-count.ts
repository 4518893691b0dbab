import { readGuestCart, subscribeGuestCart } from '@carsi/sdk';
import { useSyncExternalStore } from 'react';

const countOf = (): number => readGuestCart().reduce((sum, line) => sum + line.quantity, 0);

const subscribe = (listener: () => void): (() => void) => {
  const unsubscribe = subscribeGuestCart(listener);
  // Another tab may change the guest cart; localStorage tells us through the storage event.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
};

/** Items in the cart a visitor keeps on this device before logging in. */
export function useGuestCartCount(): number {
  return useSyncExternalStore(subscribe, countOf, () => 0);
}

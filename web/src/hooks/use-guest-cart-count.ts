import { readGuestCart } from '@carsi/sdk';
import { useSyncExternalStore } from 'react';
import { subscribeGuestCartAnywhere } from '@/lib/guest-cart-events.ts';

const countOf = (): number => readGuestCart().reduce((sum, line) => sum + line.quantity, 0);

// A page drawn at build time cannot know what this device keeps: hydration starts from "not known yet".
const notKnownYet = (): undefined => undefined;

/** Items in the cart a visitor keeps on this device before logging in; undefined while not known yet. */
export function useGuestCartCount(): number | undefined {
  return useSyncExternalStore<number | undefined>(subscribeGuestCartAnywhere, countOf, notKnownYet);
}

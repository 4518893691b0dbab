import { readGuestCart, type GuestCartLine } from '@carsi/sdk';
import { useSyncExternalStore } from 'react';
import { subscribeGuestCartAnywhere } from '@/lib/guest-cart-events.ts';

// The lines as last read, kept while unchanged so React sees the same snapshot.
let snapshot: GuestCartLine[] = [];
let serialized: string | undefined;

const read = (): GuestCartLine[] => {
  const lines = readGuestCart();
  const text = JSON.stringify(lines);
  if (text !== serialized) {
    serialized = text;
    snapshot = lines;
  }
  return snapshot;
};

// A page drawn at build time cannot know what this device keeps: hydration starts from "not known
// yet", then React reads the device's cart.
const notKnownYet = (): GuestCartLine[] | undefined => undefined;

/** The cart a visitor keeps on this device, as React state; undefined while hydrating a drawn page. */
export function useDeviceGuestCart(): GuestCartLine[] | undefined {
  return useSyncExternalStore<GuestCartLine[] | undefined>(subscribeGuestCartAnywhere, read, notKnownYet);
}

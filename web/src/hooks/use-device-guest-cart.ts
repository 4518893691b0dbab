import { readGuestCart, subscribeGuestCart, type GuestCartLine } from '@carsi/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useServedCart } from '@/lib/served-cart.tsx';

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

/**
 * The cart a visitor keeps on this device, as React state. A page the server drew for this request
 * starts from the cart the server read from the same cookie; a page written once for everyone starts
 * from "not known yet" (undefined), then React reads the device's cart.
 */
export function useDeviceGuestCart(): GuestCartLine[] | undefined {
  const { guestCart } = useServedCart();
  const served = useCallback(() => guestCart, [guestCart]);
  return useSyncExternalStore<GuestCartLine[] | undefined>(subscribeGuestCart, read, served);
}

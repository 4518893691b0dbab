import { readGuestCart, subscribeGuestCart, type GuestCartLine } from '@carsi/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useServedCart } from '@/lib/served-cart.tsx';

/**
 * The cart a visitor keeps on this device, as React state. A page the server drew for this request
 * starts from the cart the server read from the same cookie; a page written once for everyone starts
 * from "not known yet" (undefined), then React reads the device's cart.
 */
export function useDeviceGuestCart(): readonly GuestCartLine[] | undefined {
  const { guestCart } = useServedCart();
  const served = useCallback(() => guestCart, [guestCart]);
  // readGuestCart gives the same array while the cart is unchanged: React's snapshot as it is.
  return useSyncExternalStore<readonly GuestCartLine[] | undefined>(subscribeGuestCart, readGuestCart, served);
}

import { useDeviceGuestCart } from './use-device-guest-cart.ts';

/** Items in the cart a visitor keeps on this device before logging in; undefined while not known yet. */
export function useGuestCartCount(): number | undefined {
  return useDeviceGuestCart()?.reduce((sum, line) => sum + line.quantity, 0);
}

import { getGetCartQueryKey } from '@carsi/sdk/main';
import { useGetCart } from '@/lib/api/cart.ts';
import { useIsLoggedIn } from '../lib/session.ts';
import { useGuestCartCount } from './use-guest-cart-count.ts';

/**
 * Items in the marketplace cart: the server cart for a member, the cart kept on this device for a
 * visitor; undefined while that is not known (a prerendered page being hydrated, a member's cart loading or
 * failing). The header asks quietly; a failure here shows no toast of its own.
 */
export function useCartCount(): number | undefined {
  const loggedIn = useIsLoggedIn();
  const guestCount = useGuestCartCount();
  const cart = useGetCart({
    query: { queryKey: getGetCartQueryKey(), enabled: loggedIn, meta: { silent: true } },
  });
  if (!loggedIn) return guestCount;
  return cart.data?.itemCount;
}

import type { CSSProperties } from 'react';
import { PRERENDERED_CART_EMPTY_AFTER_MS } from '@/config/timings.ts';
import { CartLoading } from './cart-loading.tsx';
import { EmptyCart } from './empty-cart.tsx';

const swapAt: CSSProperties = { animationDelay: `${PRERENDERED_CART_EMPTY_AFTER_MS}ms` };

/**
 * The cart of a prerendered page (`/sepetim`), where what this device keeps is not known: it
 * shows the cart loading, never a false "empty" to a visitor who has items, and the app replaces it with
 * the real cart as soon as it has hydrated the page. Without JavaScript that never happens, so CSS
 * swaps in the empty cart after PRERENDERED_CART_EMPTY_AFTER_MS (cart-not-known-yet.css); both share
 * one grid cell, so nothing moves.
 */
export function CartNotKnownYet() {
  return (
    <div className="cart-not-known-yet">
      <div className="cart-not-known-yet__loading" style={swapAt}>
        <CartLoading />
      </div>
      <div className="cart-not-known-yet__empty" style={swapAt}>
        <EmptyCart />
      </div>
    </div>
  );
}

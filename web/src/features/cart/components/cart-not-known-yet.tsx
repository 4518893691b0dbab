import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { PRERENDERED_CART_EMPTY_AFTER_MS } from '@/config/timings.ts';
import { CartLoading } from './cart-loading.tsx';
import { EmptyCart } from './empty-cart.tsx';

const hide = keyframes`to { visibility: hidden; }`;
const show = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

/**
 * The cart of a prerendered page (`/sepetim`), where what this device keeps is not known: it
 * shows the cart loading, never a false "empty" to a visitor who has items, and the app replaces it with
 * the real cart as soon as it has hydrated the page. Without JavaScript that never happens, so CSS
 * swaps in the empty cart after PRERENDERED_CART_EMPTY_AFTER_MS; both share one grid cell, so nothing moves.
 */
export function CartNotKnownYet() {
  return (
    <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
      <Box sx={{ animation: `${hide} 0s ${PRERENDERED_CART_EMPTY_AFTER_MS}ms forwards` }}>
        <CartLoading />
      </Box>
      <Box sx={{ animation: `${show} 0s ${PRERENDERED_CART_EMPTY_AFTER_MS}ms both` }}>
        <EmptyCart />
      </Box>
    </Box>
  );
}

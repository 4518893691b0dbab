import type { ProductDetail } from '@carsi/sdk/main';
import type { CartTotals } from '../components/cart-summary.tsx';

/** Totals of a visitor's cart from current prices; shipping and coupons are worked out at payment. */
export function guestTotals(entries: readonly { line: { quantity: number }; product: ProductDetail }[]): CartTotals {
  let subtotal = 0;
  let total = 0;
  for (const { line, product } of entries) {
    subtotal += product.price * line.quantity;
    total += (product.discountedPrice ?? product.price) * line.quantity;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { subtotal: round(subtotal), discountTotal: round(subtotal - total), couponDiscount: 0, shippingTotal: undefined, total: round(total) };
}

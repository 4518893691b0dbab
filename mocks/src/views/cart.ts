/** The cart of a user with its totals, as the contract's Cart (shared by cart and order handlers). */
import { unitPrice } from '../db/seed/catalog.ts';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../db/seed/orders.ts';
import { db } from '../db/database.ts';
import { round } from '../db/money.ts';
import type { CartLineRecord, CouponRecord } from '../db/types.ts';
import type { Cart, Coupon } from '@carsi/sdk/main';
import { findProduct, productSummary } from './catalog.ts';

export function cartLines(userId: number): CartLineRecord[] {
  const lines = db.carts.get(userId) ?? [];
  db.carts.set(userId, lines);
  return lines;
}

/** The catalogue code refusing a coupon on a cart of this value: expired 2000-0401, below its minimum 2000-0015 (undefined: it can be used). */
export function couponProblem(coupon: CouponRecord, afterProductDiscounts: number, now = Date.now()): '2000-0401' | '2000-0015' | undefined {
  if (Date.parse(coupon.expiresAt) < now) return '2000-0401';
  if (afterProductDiscounts < (coupon.minimumCartTotal ?? 0)) return '2000-0015';
  return undefined;
}

function couponAmount(coupon: CouponRecord, base: number): number {
  const raw = coupon.discountType === 'PERCENTAGE' ? (base * coupon.discountValue) / 100 : coupon.discountValue;
  return round(Math.min(base, coupon.maxDiscount ?? Infinity, raw));
}

export function cartTotals(userId: number) {
  const lines = cartLines(userId);
  const selected = lines.filter((l) => l.selected);
  let subtotal = 0;
  let afterDiscounts = 0;
  for (const line of selected) {
    const product = findProduct(line.productId);
    if (!product) continue;
    subtotal += product.price * line.quantity;
    afterDiscounts += unitPrice(product) * line.quantity;
  }
  subtotal = round(subtotal);
  afterDiscounts = round(afterDiscounts);
  const code = db.cartCoupons.get(userId);
  const coupon = code === undefined ? undefined : db.coupons.find((c) => c.code === code);
  const usable = coupon && couponProblem(coupon, afterDiscounts) === undefined ? coupon : undefined;
  const couponDiscount = usable ? couponAmount(usable, afterDiscounts) : 0;
  const shippingTotal = afterDiscounts === 0 || afterDiscounts >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  return {
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    selectedItemCount: selected.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    discountTotal: round(subtotal - afterDiscounts),
    couponDiscount,
    shippingTotal,
    total: round(afterDiscounts - couponDiscount + shippingTotal),
    coupon: usable,
    afterDiscounts,
  };
}

function refusalOf(problem: ReturnType<typeof couponProblem>): Pick<Coupon, 'applicable' | 'refusal'> {
  return problem === undefined ? { applicable: true } : { applicable: false, refusal: problem };
}

export function couponView(coupon: CouponRecord, afterDiscounts?: number): Coupon {
  const { code, title, discountType, discountValue, minimumCartTotal, maxDiscount, expiresAt } = coupon;
  return {
    code, title, discountType, discountValue, expiresAt,
    ...(minimumCartTotal === undefined ? {} : { minimumCartTotal }),
    ...(maxDiscount === undefined ? {} : { maxDiscount }),
    ...(afterDiscounts === undefined ? {} : refusalOf(couponProblem(coupon, afterDiscounts))),
  };
}

export function cartView(userId: number): Cart {
  const totals = cartTotals(userId);
  return {
    platform: 'MARKETPLACE',
    items: cartLines(userId).flatMap((line) => {
      const product = findProduct(line.productId);
      if (!product) return [];
      const price = unitPrice(product);
      return [{ id: product.id, quantity: line.quantity, selected: line.selected, product: productSummary(product), unitPrice: price, totalPrice: round(price * line.quantity), addedAt: line.addedAt }];
    }),
    itemCount: totals.itemCount,
    selectedItemCount: totals.selectedItemCount,
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    couponDiscount: totals.couponDiscount,
    shippingTotal: totals.shippingTotal,
    total: totals.total,
    ...(totals.coupon ? { coupon: couponView(totals.coupon) } : {}),
  };
}

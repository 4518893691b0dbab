/**
 * The percentage discounts a store owner sets on their own marketplace products. A discount is the
 * product's `discountRate` itself (one fact, no second table): the product page, listings, search, the
 * cart's unit price and a new order's totals all price from it, and the in-browser backend saves it with
 * the rest of the store. The two caps and why they differ: the contract's `discounts` tag.
 */
import { DISCOUNT_CAPS } from '@carsi/sdk/runtime';
import type { ErrorCode } from '@carsi/sdk/main';
import { db } from './database.ts';
import { storeOf } from './seller-stores.ts';
import type { ProductRecord } from './types.ts';

/** The catalogue code a rate breaks, if any: past the whole price first, then the marketplace's cap. */
export function discountCapCode(rate: number): ErrorCode | undefined {
  if (rate > DISCOUNT_CAPS.whole) return '2000-0039';
  if (rate > DISCOUNT_CAPS.product) return '2000-0037';
  return undefined;
}

/**
 * The product of the user's own store, or the refusal: a user who runs no store and another store's
 * product are 1000-1008, an unknown product 2000-0202.
 */
export function ownStoreProduct(userId: number, productId: number): ProductRecord | ErrorCode {
  const store = storeOf(userId);
  if (!store) return '1000-1008';
  const product = db.products.find((p) => p.id === productId);
  if (!product) return '2000-0202';
  return product.sellerId === store.id ? product : '1000-1008';
}

/** Sets (or replaces) the product's discount; the caller checked the caps. */
export function setDiscount(product: ProductRecord, rate: number): void {
  product.discountRate = rate;
}

/** Back to the list price. */
export function removeDiscount(product: ProductRecord): void {
  product.discountRate = 0;
}

/** The store's discounted products, highest rate first (then newest id), or undefined for a user without a store. */
export function storeDiscounts(userId: number): ProductRecord[] | undefined {
  const store = storeOf(userId);
  if (!store) return undefined;
  return db.products.filter((p) => p.sellerId === store.id && p.discountRate > 0).sort((a, b) => b.discountRate - a.discountRate || b.id - a.id);
}

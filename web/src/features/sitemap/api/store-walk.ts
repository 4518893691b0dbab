import { memoFor } from '../utils/memo-for.ts';
import { itemsBetween } from './paged-items.ts';
import { productPages } from './products-area.ts';

/** How long one walk over the products stays good: an index and its parts, read within it, share the walk. */
const STORE_WALK_TTL_MS = 10 * 60 * 1000;

/**
 * Every store with its number of products, by slug. The contract has no list of stores: a store is
 * named by its products (`seller` of each), so this walks over every product (a call per 100) and
 * keeps the answer for a while. A store with no product has no address to find it by here, and no
 * listing to show.
 */
export const storeProductCounts = memoFor(STORE_WALK_TTL_MS, async (): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (const product of await itemsBetween(productPages, 0, Number.POSITIVE_INFINITY)) {
    counts.set(product.seller.slug, (counts.get(product.seller.slug) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
});

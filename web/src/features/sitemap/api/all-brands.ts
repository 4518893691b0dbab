import { listBrands, type Brand } from '@carsi/sdk/main';
import { memoFor } from '../utils/memo-for.ts';
import { itemsBetween } from './paged-items.ts';

/** How long one walk over the brand list stays good (the brands' area and the list pages share it). */
const BRAND_WALK_TTL_MS = 10 * 60 * 1000;

/** Every brand, in the brand list's order (a call per 100 brands), kept for a while. */
export const allBrands = memoFor(BRAND_WALK_TTL_MS, (): Promise<Brand[]> =>
  itemsBetween((currentPage, pageSize) => listBrands({ currentPage, pageSize }), 0, Number.POSITIVE_INFINITY),
);

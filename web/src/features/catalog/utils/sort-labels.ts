import { SortOption } from '@carsi/sdk/main';

export { sortLabels } from '@/lib/sort-options.ts';

/** Marketplace listings start with our recommendation. */
export const sortOrder: readonly SortOption[] = [
  SortOption.RECOMMENDED,
  SortOption.MOST_RECENT,
  SortOption.PRICE_BY_ASC,
  SortOption.PRICE_BY_DESC,
];

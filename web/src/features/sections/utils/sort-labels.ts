import { SortOption } from '@carsi/sdk/main';

export { isSort, sortLabels } from '@/lib/sort-options.ts';

/** A section's listings start with the newest. */
export const sortOrder: readonly SortOption[] = [
  SortOption.MOST_RECENT,
  SortOption.RECOMMENDED,
  SortOption.PRICE_BY_ASC,
  SortOption.PRICE_BY_DESC,
];

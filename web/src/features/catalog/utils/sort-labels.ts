import { SortOption } from '@carsi/sdk/main';

/** The orders of a listing as shoppers read them. */
export const sortLabels: Record<SortOption, string> = {
  [SortOption.RECOMMENDED]: 'Önerilen',
  [SortOption.MOST_RECENT]: 'En yeniler',
  [SortOption.PRICE_BY_ASC]: 'En düşük fiyat',
  [SortOption.PRICE_BY_DESC]: 'En yüksek fiyat',
};

export const sortOrder: readonly SortOption[] = [
  SortOption.RECOMMENDED,
  SortOption.MOST_RECENT,
  SortOption.PRICE_BY_ASC,
  SortOption.PRICE_BY_DESC,
];

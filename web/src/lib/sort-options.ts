import { SortOption } from '@carsi/sdk/main';

/** The orders of a listing as shoppers read them (marketplace and sections alike). */
export const sortLabels: Record<SortOption, string> = {
  [SortOption.RECOMMENDED]: 'Önerilen',
  [SortOption.MOST_RECENT]: 'En yeniler',
  [SortOption.PRICE_BY_ASC]: 'En düşük fiyat',
  [SortOption.PRICE_BY_DESC]: 'En yüksek fiyat',
};

export const isSort = (value: string | null): value is SortOption =>
  value !== null && Object.hasOwn(sortLabels, value);

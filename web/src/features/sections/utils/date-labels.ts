import { DateFilter } from '@carsi/sdk/main';

/** How recent the listings are, in Turkish. Which windows a section offers, and in what order, the facets say. */
export const dateLabels: Record<DateFilter, string> = {
  [DateFilter.LAST_24_HOURS]: 'Son 24 saat',
  [DateFilter.LAST_3_DAYS]: 'Son 3 gün',
  [DateFilter.LAST_WEEK]: 'Son 1 hafta',
  [DateFilter.LAST_MONTH]: 'Son 1 ay',
  [DateFilter.ALL]: 'Tüm zamanlar',
};

export const isDateFilter = (value: string | null): value is DateFilter => value !== null && Object.hasOwn(dateLabels, value);

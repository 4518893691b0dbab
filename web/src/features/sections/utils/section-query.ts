import { DateFilter, SortOption, type ProductCondition } from '@carsi/sdk/main';
import type { SectionSearchParams } from '../api/section-hooks.ts';
import { isCondition } from './condition-labels.ts';
import { isDateFilter } from './date-labels.ts';
import { isSort } from './sort-labels.ts';

/** What a section home shows, as kept in the address bar (a link or Back gives the same page). */
export interface SectionListingState {
  category: string | undefined;
  condition: ProductCondition | undefined;
  /** Published within this window; ALL (the default) is left out of the address. */
  date: DateFilter;
  /** Free text matched against title and description (2–100 characters). */
  search: string | undefined;
  sort: SortOption;
  page: number;
}

/** Query-string names, Turkish as the rest of the address. */
export const sectionKeys = {
  category: 'kategori',
  condition: 'durum',
  date: 'tarih',
  search: 'ara',
  sort: 'siralama',
  page: 'sayfa',
} as const;

export const SECTION_PAGE_SIZE = 24;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** A section home shows the newest listings first, as a second-hand market does. */
export const DEFAULT_SECTION_SORT: SortOption = SortOption.MOST_RECENT;

const searchOf = (value: string | null): string | undefined => {
  const text = value?.trim() ?? '';
  return text.length >= SEARCH_MIN && text.length <= SEARCH_MAX ? text : undefined;
};

const slugOf = (value: string | null): string | undefined =>
  value !== null && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;

export function parseSectionState(params: URLSearchParams): SectionListingState {
  const page = Number(params.get(sectionKeys.page));
  const condition = params.get(sectionKeys.condition);
  const sort = params.get(sectionKeys.sort);
  const date = params.get(sectionKeys.date);
  return {
    category: slugOf(params.get(sectionKeys.category)),
    condition: isCondition(condition) ? condition : undefined,
    date: isDateFilter(date) ? date : DateFilter.ALL,
    search: searchOf(params.get(sectionKeys.search)),
    sort: isSort(sort) ? sort : DEFAULT_SECTION_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export type SectionListingChange = Partial<SectionListingState>;

/**
 * The next query string after a change: a new filter or order starts again from page 1; defaults
 * are left out so equal pages have equal addresses.
 */
export function applySectionChange(params: URLSearchParams, change: SectionListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('category' in change) set(sectionKeys.category, change.category);
  if ('condition' in change) set(sectionKeys.condition, change.condition);
  if ('date' in change) set(sectionKeys.date, change.date === DateFilter.ALL ? undefined : change.date);
  if ('search' in change) set(sectionKeys.search, change.search?.trim());
  if ('sort' in change) set(sectionKeys.sort, change.sort === DEFAULT_SECTION_SORT ? undefined : change.sort);
  const page = change.page ?? 1;
  set(sectionKeys.page, page > 1 ? String(page) : undefined);
  return next;
}

export function toSectionSearch(state: SectionListingState): SectionSearchParams {
  const params: SectionSearchParams = { sort: state.sort, currentPage: state.page, pageSize: SECTION_PAGE_SIZE };
  if (state.category) params.categorySlug = state.category;
  if (state.condition) params.condition = state.condition;
  if (state.date !== DateFilter.ALL) params.date = state.date;
  if (state.search) params.search = state.search;
  return params;
}

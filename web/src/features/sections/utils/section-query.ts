import { SortOption, type ProductCondition } from '@carsi/sdk/main';
import type { SectionSearchParams } from '../api/section-hooks.ts';
import { isCondition } from './condition-labels.ts';
import { isSort } from './sort-labels.ts';

/** What a section home shows, as kept in the address bar (a link or Back gives the same page). */
export interface SectionListingState {
  category: string | undefined;
  condition: ProductCondition | undefined;
  sort: SortOption;
  page: number;
}

/** Query-string names, Turkish as the rest of the address. */
export const sectionKeys = {
  category: 'kategori',
  condition: 'durum',
  sort: 'siralama',
  page: 'sayfa',
} as const;

export const SECTION_PAGE_SIZE = 24;
/** A section home shows the newest listings first, as a second-hand market does. */
export const DEFAULT_SECTION_SORT: SortOption = SortOption.MOST_RECENT;

const slugOf = (value: string | null): string | undefined =>
  value !== null && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;

export function parseSectionState(params: URLSearchParams): SectionListingState {
  const page = Number(params.get(sectionKeys.page));
  const condition = params.get(sectionKeys.condition);
  const sort = params.get(sectionKeys.sort);
  return {
    category: slugOf(params.get(sectionKeys.category)),
    condition: isCondition(condition) ? condition : undefined,
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
  if ('sort' in change) set(sectionKeys.sort, change.sort === DEFAULT_SECTION_SORT ? undefined : change.sort);
  const page = change.page ?? 1;
  set(sectionKeys.page, page > 1 ? String(page) : undefined);
  return next;
}

export function toSectionSearch(state: SectionListingState): SectionSearchParams {
  const params: SectionSearchParams = { sort: state.sort, currentPage: state.page, pageSize: SECTION_PAGE_SIZE };
  if (state.category) params.categorySlug = state.category;
  if (state.condition) params.condition = state.condition;
  return params;
}

import { DateFilter, SortOption, type ProductCondition } from '@carsi/sdk/main';
import { choiceParam, pageParam, slugParam, textParam, type UrlSchema } from '@/lib/url-state.ts';
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

export const SECTION_PAGE_SIZE = 24;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

/** How each field sits in the query string; the names are Turkish as the rest of the address. */
export const sectionParams: UrlSchema<SectionListingState> = {
  category: slugParam('kategori'),
  condition: choiceParam('durum', isCondition),
  date: choiceParam('tarih', isDateFilter, DateFilter.ALL),
  search: textParam('ara', (text) => text.length >= SEARCH_MIN && text.length <= SEARCH_MAX),
  // A section home shows the newest listings first, as a second-hand market does.
  sort: choiceParam('siralama', isSort, SortOption.MOST_RECENT),
  page: pageParam('sayfa'),
};

export type SectionListingChange = Partial<SectionListingState>;

/** The part of the search the facets are counted for (the product filter: text and category). */
export interface SectionFacetFilter {
  search?: string;
  categorySlug?: string;
}

export function toFacetFilter(state: SectionListingState): SectionFacetFilter {
  const filter: SectionFacetFilter = {};
  if (state.search) filter.search = state.search;
  if (state.category) filter.categorySlug = state.category;
  return filter;
}

export function toSectionSearch(state: SectionListingState): SectionSearchParams {
  const params: SectionSearchParams = { sort: state.sort, currentPage: state.page, pageSize: SECTION_PAGE_SIZE };
  if (state.category) params.categorySlug = state.category;
  if (state.condition) params.condition = state.condition;
  if (state.date !== DateFilter.ALL) params.date = state.date;
  if (state.search) params.search = state.search;
  return params;
}

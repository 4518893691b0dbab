import type { ListBrandsParams } from '@carsi/sdk/main';
import { pageParam, readUrlState, type UrlSchema } from '@/lib/url-state.ts';

export const BRANDS_PAGE_SIZE = 48;

/** What the brand list shows, as kept in the address bar. */
export interface BrandListState {
  search: string;
  page: number;
}

export const brandParams: UrlSchema<BrandListState> = {
  // Written trimmed by the list's search form; read as it stands.
  search: { key: 'ara', read: (raw) => raw ?? '', write: (value) => value },
  page: pageParam('sayfa'),
};

/** The brand call's arguments for a state: one source for the list and its route loader. */
export const brandListParams = ({ search, page }: BrandListState): ListBrandsParams => ({
  currentPage: page,
  pageSize: BRANDS_PAGE_SIZE,
  ...(search ? { search } : {}),
});

/** The brand call's arguments for an address's query string (the route loader's side). */
export const brandListParamsOf = (params: URLSearchParams): ListBrandsParams => brandListParams(readUrlState(brandParams, params));

import { SortOption, SearchPageKind, type GetSearchFiltersParams, type SearchProductsParams } from '@carsi/sdk/main';
import { isSort } from '@/lib/sort-options.ts';
import { choiceParam, pageParam, readUrlState, slugParam, textParam, type UrlSchema } from '@/lib/url-state.ts';

/** What a listing shows, as kept in the address bar (so a link or Back gives the same page). */
export interface ListingState {
  q: string | undefined;
  category: string | undefined;
  brand: string | undefined;
  market: string | undefined;
  sort: SortOption;
  page: number;
}

/** How each field sits in the query string; the names are Turkish as the rest of the address. */
export const listingParams: UrlSchema<ListingState> = {
  q: textParam('q'),
  category: slugParam('kategori'),
  brand: slugParam('marka'),
  market: slugParam('magaza'),
  sort: choiceParam('siralama', isSort, SortOption.RECOMMENDED),
  page: pageParam('sayfa'),
};

export type ListingFilter = 'category' | 'brand' | 'market';

export const PAGE_SIZE = 24;

export const parseListingState = (params: URLSearchParams): ListingState => readUrlState(listingParams, params);

/** The search text is the search box's to change, not the listing's. */
export type ListingChange = Partial<Omit<ListingState, 'q'>>;

/** Which page asks, and the slug (or text) that is the page's own filter. */
export interface ListingScope {
  kind: SearchPageKind;
  slug?: string;
}

/** The search call's parameters: the page's own filter plus the visitor's choices. */
export function toSearchParams({ kind, slug }: ListingScope, state: ListingState): SearchProductsParams {
  const own = (pageKind: SearchPageKind, chosen: string | undefined) =>
    (kind === pageKind ? (chosen ?? slug) : chosen);
  const params: SearchProductsParams = {
    pageKind: kind,
    sort: state.sort,
    currentPage: state.page,
    pageSize: PAGE_SIZE,
  };
  const search = kind === SearchPageKind.SEARCH ? state.q : undefined;
  const categorySlug = own(SearchPageKind.CATEGORY, state.category);
  const brand = kind === SearchPageKind.BRAND ? slug : state.brand;
  const creator = kind === SearchPageKind.MARKET ? slug : state.market;
  if (search) params.search = search;
  if (categorySlug) params.categorySlug = categorySlug;
  if (brand) params.brand = brand;
  if (creator) params.creator = creator;
  return params;
}

/**
 * The arguments of a listing's two calls, the products and their facets (the same filters, without
 * order and paging): one source for the page's hooks and its route loader, so their query keys match.
 */
export function listingQueryParams(scope: ListingScope, state: ListingState): { products: SearchProductsParams; facets: GetSearchFiltersParams } {
  const products = toSearchParams(scope, state);
  const { sort: _sort, currentPage: _page, pageSize: _size, ...facets } = products;
  return { products, facets };
}

/** The filters a visitor may change on a page (a brand page's brand is fixed, and so on). */
export function filtersOf(kind: SearchPageKind): readonly ListingFilter[] {
  if (kind === SearchPageKind.BRAND) return ['category', 'market'];
  if (kind === SearchPageKind.MARKET) return ['category', 'brand'];
  return ['category', 'brand', 'market'];
}

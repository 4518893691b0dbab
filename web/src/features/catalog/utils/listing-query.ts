import { SortOption, SearchPageKind, type SearchProductsParams } from '@carsi/sdk/main';

/** What a listing shows, as kept in the address bar (so a link or Back gives the same page). */
export interface ListingState {
  q: string | undefined;
  category: string | undefined;
  brand: string | undefined;
  market: string | undefined;
  sort: SortOption;
  page: number;
}

/** Query-string names, Turkish as the rest of the address. */
export const listingKeys = {
  q: 'q',
  category: 'kategori',
  brand: 'marka',
  market: 'magaza',
  sort: 'siralama',
  page: 'sayfa',
} as const;

export type ListingFilter = 'category' | 'brand' | 'market';

export const PAGE_SIZE = 24;
export const DEFAULT_SORT: SortOption = SortOption.RECOMMENDED;

const sorts: readonly string[] = Object.values(SortOption);
const isSort = (value: string | null): value is SortOption => value !== null && sorts.includes(value);
const slugOf = (value: string | null): string | undefined =>
  value !== null && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;

export function parseListingState(params: URLSearchParams): ListingState {
  const page = Number(params.get(listingKeys.page));
  const q = params.get(listingKeys.q)?.trim();
  const sort = params.get(listingKeys.sort);
  return {
    q: q ? q : undefined,
    category: slugOf(params.get(listingKeys.category)),
    brand: slugOf(params.get(listingKeys.brand)),
    market: slugOf(params.get(listingKeys.market)),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export type ListingChange = Partial<Omit<ListingState, 'q' | 'page'>> & { page?: number };

/**
 * The next query string after a change: a new filter or order starts again from page 1; defaults
 * (recommended order, page 1, no filter) are left out so equal pages have equal addresses.
 */
export function applyListingChange(params: URLSearchParams, change: ListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('category' in change) set(listingKeys.category, change.category);
  if ('brand' in change) set(listingKeys.brand, change.brand);
  if ('market' in change) set(listingKeys.market, change.market);
  if ('sort' in change) set(listingKeys.sort, change.sort === DEFAULT_SORT ? undefined : change.sort);
  const page = change.page ?? 1;
  set(listingKeys.page, page > 1 ? String(page) : undefined);
  return next;
}

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

/** The filters a visitor may change on a page (a brand page's brand is fixed, and so on). */
export function filtersOf(kind: SearchPageKind): readonly ListingFilter[] {
  if (kind === SearchPageKind.BRAND) return ['category', 'market'];
  if (kind === SearchPageKind.MARKET) return ['category', 'brand'];
  return ['category', 'brand', 'market'];
}

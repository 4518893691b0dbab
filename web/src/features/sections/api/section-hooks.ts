import type { ApiError } from '@carsi/sdk/runtime';
import type { Category, DateFilter, PageMeta, ProductCondition, SortOption } from '@carsi/sdk/main';
import type { VerticalProduct } from '@carsi/sdk/sections';

/** A listing of any section family (second-hand, craft, swap …): one shape. */
export type SectionListing = VerticalProduct;

export type SectionListingPage = PageMeta & { items: SectionListing[] };

/** The part of the family's search filter a section home uses. */
export interface SectionSearchParams {
  categorySlug?: string;
  condition?: ProductCondition;
  date?: DateFilter;
  search?: string;
  sort: SortOption;
  currentPage: number;
  pageSize: number;
}

/** What the pages read from a query (the generated hooks' results satisfy it). */
export interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  refetch: () => Promise<unknown>;
}

/** The generated hooks of one family, under family-neutral names. */
export interface SectionHooks {
  useSearch: (params: SectionSearchParams) => SectionQuery<SectionListingPage>;
  useCategories: () => SectionQuery<Category[]>;
  useListing: (id: number) => SectionQuery<SectionListing>;
  useSimilar: (id: number, limit: number) => SectionQuery<SectionListing[]>;
}

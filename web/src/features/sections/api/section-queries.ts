import {
  getCraftGetProductQueryOptions,
  getCraftListCategoriesQueryOptions,
  getCraftListHelpArticlesQueryOptions,
  getCraftListHelpCategoriesQueryOptions,
  getCraftSearchProductsQueryOptions,
  getSecondHandGetProductQueryOptions,
  getSecondHandListCategoriesQueryOptions,
  getSecondHandListHelpArticlesQueryOptions,
  getSecondHandListHelpCategoriesQueryOptions,
  getSecondHandSearchProductsQueryOptions,
  getSwapGetProductQueryOptions,
  getSwapListCategoriesQueryOptions,
  getSwapListHelpArticlesQueryOptions,
  getSwapListHelpCategoriesQueryOptions,
  getSwapSearchProductsQueryOptions,
  type SecondHandListHelpArticlesParams,
  type SecondHandListHelpCategoriesParams,
} from '@carsi/sdk/main';
import type { QueryClient } from '@tanstack/react-query';
import type { SectionKey } from '@/lib/section-api.ts';
import type { SectionSearchParams } from './section-hooks.ts';

/**
 * A family's public reads asked for ahead of its page (route loaders), under family-neutral names. Each
 * calls the generated query options behind the hook the page uses (sections.ts, `sectionApi`), so the
 * answers land under the keys the page reads.
 */
export interface SectionPrefetch {
  /** `hooks.useSearch` */
  search: (params: SectionSearchParams) => Promise<void>;
  /** `hooks.useCategories` */
  categories: () => Promise<void>;
  /** `hooks.useListing` */
  listing: (id: number) => Promise<void>;
  /** `sectionApi(key).useListHelpCategories` (the families share the second-hand shapes) */
  helpCategories: (params: SecondHandListHelpCategoriesParams) => Promise<void>;
  /** `sectionApi(key).useListHelpArticles` */
  helpArticles: (params: SecondHandListHelpArticlesParams) => Promise<void>;
}

export const sectionPrefetch: Record<SectionKey, (client: QueryClient) => SectionPrefetch> = {
  secondHand: (client) => ({
    search: (params) => client.prefetchQuery(getSecondHandSearchProductsQueryOptions(params)),
    categories: () => client.prefetchQuery(getSecondHandListCategoriesQueryOptions()),
    listing: (id) => client.prefetchQuery(getSecondHandGetProductQueryOptions(id)),
    helpCategories: (params) => client.prefetchQuery(getSecondHandListHelpCategoriesQueryOptions(params)),
    helpArticles: (params) => client.prefetchQuery(getSecondHandListHelpArticlesQueryOptions(params)),
  }),
  craft: (client) => ({
    search: (params) => client.prefetchQuery(getCraftSearchProductsQueryOptions(params)),
    categories: () => client.prefetchQuery(getCraftListCategoriesQueryOptions()),
    listing: (id) => client.prefetchQuery(getCraftGetProductQueryOptions(id)),
    helpCategories: (params) => client.prefetchQuery(getCraftListHelpCategoriesQueryOptions(params)),
    helpArticles: (params) => client.prefetchQuery(getCraftListHelpArticlesQueryOptions(params)),
  }),
  swap: (client) => ({
    search: (params) => client.prefetchQuery(getSwapSearchProductsQueryOptions(params)),
    categories: () => client.prefetchQuery(getSwapListCategoriesQueryOptions()),
    listing: (id) => client.prefetchQuery(getSwapGetProductQueryOptions(id)),
    helpCategories: (params) => client.prefetchQuery(getSwapListHelpCategoriesQueryOptions(params)),
    helpArticles: (params) => client.prefetchQuery(getSwapListHelpArticlesQueryOptions(params)),
  }),
};

import { useGetSearchFilters, useSearchProducts } from '@carsi/sdk/main';
import { useCallback } from 'react';
import { useUrlState } from '@/lib/url-state.ts';
import { listingParams, toSearchParams, type ListingScope } from '../utils/listing-query.ts';

/** A listing page's products and facets, driven by the address bar's query string. */
export function useListing(scope: ListingScope) {
  const { state, change, hrefFor } = useUrlState(listingParams);
  const query = toSearchParams(scope, state);
  const { sort: _sort, currentPage: _page, pageSize: _size, ...facetQuery } = query;
  const products = useSearchProducts(query);
  const filters = useGetSearchFilters(facetQuery);
  const hrefForPage = useCallback((page: number) => hrefFor({ page }), [hrefFor]);
  return { state, products, filters, change, hrefForPage };
}

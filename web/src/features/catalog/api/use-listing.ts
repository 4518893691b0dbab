import { useGetSearchFilters, useSearchProducts } from '@carsi/sdk/main';
import { useCallback } from 'react';
import { useUrlState } from '@/lib/url-state.ts';
import { listingParams, listingQueryParams, type ListingScope } from '../utils/listing-query.ts';

/** A listing page's products and facets, driven by the address bar's query string. */
export function useListing(scope: ListingScope) {
  const { state, change, hrefFor } = useUrlState(listingParams);
  const query = listingQueryParams(scope, state);
  const products = useSearchProducts(query.products);
  const filters = useGetSearchFilters(query.facets);
  const hrefForPage = useCallback((page: number) => hrefFor({ page }), [hrefFor]);
  return { state, products, filters, change, hrefForPage };
}

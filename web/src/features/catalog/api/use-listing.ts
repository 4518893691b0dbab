import { useGetSearchFilters, useSearchProducts } from '@carsi/sdk/main';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListingChange,
  parseListingState,
  toSearchParams,
  type ListingChange,
  type ListingScope,
} from '../utils/listing-query.ts';

/** A listing page's products and facets, driven by the address bar's query string. */
export function useListing(scope: ListingScope) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingState(params), [params]);
  const query = toSearchParams(scope, state);
  const { sort: _sort, currentPage: _page, pageSize: _size, ...facetQuery } = query;
  const products = useSearchProducts(query);
  const filters = useGetSearchFilters(facetQuery);

  const change = useCallback((next: ListingChange) => setParams(applyListingChange(params, next)), [params, setParams]);
  const hrefForPage = useCallback((page: number) => {
    const search = applyListingChange(params, { page }).toString();
    return search ? `?${search}` : '?';
  }, [params]);

  return { state, products, filters, change, hrefForPage };
}

import { getGetSearchFiltersQueryOptions, getSearchProductsQueryOptions } from '@carsi/sdk/main';
import type { QueryClient } from '@tanstack/react-query';
import { listingQueryParams, parseListingState, type ListingScope } from '@/features/catalog/utils/listing-query.ts';

/**
 * A listing page's products and facets (features/catalog's `useListing`), read from the address's
 * query string as the page reads it, so the loader's answers are the ones the page's hooks ask for.
 */
export function listingQueries(client: QueryClient, scope: ListingScope, url: URL): Promise<void>[] {
  const { products, facets } = listingQueryParams(scope, parseListingState(url.searchParams));
  return [client.prefetchQuery(getSearchProductsQueryOptions(products)), client.prefetchQuery(getGetSearchFiltersQueryOptions(facets))];
}

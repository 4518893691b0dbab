import { SearchPageKind } from '@carsi/sdk/main';
import { useSearchParams } from 'react-router-dom';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { parseListingState } from '@/features/catalog/utils/listing-query.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { ListingHead } from './listing-head.tsx';
import { listingQueries } from './listing-queries.ts';

/** The search's products and facets, for the text, filters and page in the address. */
const queries: RouteQueries = (client, { url }) => listingQueries(client, { kind: SearchPageKind.SEARCH }, url);

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = parseListingState(params).q ?? '';
  const title = q ? `“${q}” için sonuçlar` : 'Tüm ürünler';
  return (
    <>
      <ListingHead scope={{ kind: SearchPageKind.SEARCH }} name={title} where={q ? `“${q}” aramasında` : 'Tüm kategorilerde'} />
      <ListingHeader title={title} />
      <ListingView scope={{ kind: SearchPageKind.SEARCH }} label={title} />
    </>
  );
}

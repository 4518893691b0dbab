import { getGetMarketQueryOptions, SearchPageKind } from '@carsi/sdk/main';
import { useGetMarket } from '@/features/catalog/api/sdk-hooks.ts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { SellerSummaryLine } from '@/components/seller/seller-summary-line.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { ListingHead } from './listing-head.tsx';
import { listingQueries } from './listing-queries.ts';

/** The store (its name and seller summary for the heading) and its listing. */
const queries: RouteQueries = (client, { params, url }) => {
  const slug = params.slug ?? '';
  return [client.prefetchQuery(getGetMarketQueryOptions(slug)), ...listingQueries(client, { kind: SearchPageKind.MARKET, slug }, url)];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function MarketRoute() {
  const slug = useParams().slug ?? '';
  const { data, error } = useGetMarket(slug);
  // An address naming nothing in the shop is the Turkish 404 page, not an empty listing.
  if (isNotFoundError(error)) return <NotFound />;
  return (
    <>
      <ListingHead scope={{ kind: SearchPageKind.MARKET, slug }} name={data?.name} where={`${data?.name ?? 'Bu'} mağazasında`} />
      <ListingHeader title={data?.name} crumbs={[{ label: 'Ana sayfa', to: paths.home.getHref() }]}>
        {data && <SellerSummaryLine market={data} />}
      </ListingHeader>
      <ListingView scope={{ kind: SearchPageKind.MARKET, slug }} label={`${data?.name ?? 'Mağaza'} ürünleri`} />
    </>
  );
}

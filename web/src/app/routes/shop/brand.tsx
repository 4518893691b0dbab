import { getGetBrandQueryOptions, SearchPageKind } from '@carsi/sdk/main';
import { useGetBrand } from '@/features/catalog/api/sdk-hooks.ts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { ListingHead } from './listing-head.tsx';
import { listingQueries } from './listing-queries.ts';

/** The brand (its name for the heading) and its listing. */
const queries: RouteQueries = (client, { params, url }) => {
  const slug = params.slug ?? '';
  return [client.prefetchQuery(getGetBrandQueryOptions(slug)), ...listingQueries(client, { kind: SearchPageKind.BRAND, slug }, url)];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function BrandRoute() {
  const slug = useParams().slug ?? '';
  const { data, error } = useGetBrand(slug);
  // An address naming nothing in the shop is the Turkish 404 page, not an empty listing.
  if (isNotFoundError(error)) return <NotFound />;
  return (
    <>
      <ListingHead scope={{ kind: SearchPageKind.BRAND, slug }} name={data?.name} where={`${data?.name ?? 'Bu'} markasının`} />
      <ListingHeader title={data?.name} crumbs={[{ label: 'Ana sayfa', to: paths.home.getHref() }]} />
      <ListingView scope={{ kind: SearchPageKind.BRAND, slug }} label={`${data?.name ?? 'Marka'} ürünleri`} />
    </>
  );
}

import { getGetCategoryQueryOptions, SearchPageKind } from '@carsi/sdk/main';
import { useGetCategory } from '@/features/catalog/api/sdk-hooks.ts';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { ListingHead } from './listing-head.tsx';
import { listingQueries } from './listing-queries.ts';

/** The category (its name and breadcrumb for the heading) and its listing. */
const queries: RouteQueries = (client, { params, url }) => {
  const slug = params.slug ?? '';
  return [client.prefetchQuery(getGetCategoryQueryOptions(slug)), ...listingQueries(client, { kind: SearchPageKind.CATEGORY, slug }, url)];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

export default function CategoryRoute() {
  const slug = useParams().slug ?? '';
  const { data, error } = useGetCategory(slug);
  const name = data?.category.name;
  const crumbs = [
    { label: 'Ana sayfa', to: paths.home.getHref() },
    ...(data?.breadcrumb ?? [])
      .filter((category) => category.slug !== slug)
      .map((category) => ({ label: category.name, to: paths.category.getHref(category.slug) })),
  ];
  // An address naming nothing in the shop is the Turkish 404 page, not an empty listing.
  if (isNotFoundError(error)) return <NotFound />;
  return (
    <>
      <ListingHead scope={{ kind: SearchPageKind.CATEGORY, slug }} name={name} where={`${name ?? 'Bu'} kategorisinde`} />
      <ListingHeader title={name} crumbs={crumbs} />
      <ListingView scope={{ kind: SearchPageKind.CATEGORY, slug }} label={`${name ?? 'Kategori'} ürünleri`} />
    </>
  );
}

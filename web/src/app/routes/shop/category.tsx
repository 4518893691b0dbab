import { SearchPageKind, useGetCategory } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';

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
      <title>{`${name ?? 'Kategori'} — Çarşı`}</title>
      <ListingHeader title={name} crumbs={crumbs} />
      <ListingView scope={{ kind: SearchPageKind.CATEGORY, slug }} label={`${name ?? 'Kategori'} ürünleri`} />
    </>
  );
}

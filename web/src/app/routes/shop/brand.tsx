import { SearchPageKind, useGetBrand } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';

export default function BrandRoute() {
  const slug = useParams().slug ?? '';
  const { data, error } = useGetBrand(slug);
  // An address naming nothing in the shop is the Turkish 404 page, not an empty listing.
  if (isNotFoundError(error)) return <NotFound />;
  return (
    <>
      <title>{`${data?.name ?? 'Marka'} — Çarşı`}</title>
      <ListingHeader title={data?.name} crumbs={[{ label: 'Ana sayfa', to: paths.home.getHref() }]} />
      <ListingView scope={{ kind: SearchPageKind.BRAND, slug }} label={`${data?.name ?? 'Marka'} ürünleri`} />
    </>
  );
}

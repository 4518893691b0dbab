import { SearchPageKind, useGetBrand } from '@carsi/sdk/main';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';

export function BrandRoute() {
  const slug = useParams().slug ?? '';
  const { data } = useGetBrand(slug);
  return (
    <>
      <title>{`${data?.name ?? 'Marka'} — Çarşı`}</title>
      <ListingHeader title={data?.name} crumbs={[{ label: 'Ana sayfa', to: paths.home.getHref() }]} />
      <ListingView scope={{ kind: SearchPageKind.BRAND, slug }} label={`${data?.name ?? 'Marka'} ürünleri`} />
    </>
  );
}

import { SearchPageKind } from '@carsi/sdk/main';
import { useSearchParams } from 'react-router-dom';
import { ListingHeader } from '@/features/catalog/components/listing-header.tsx';
import { ListingView } from '@/features/catalog/components/listing-view.tsx';
import { parseListingState } from '@/features/catalog/utils/listing-query.ts';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = parseListingState(params).q ?? '';
  const title = q ? `“${q}” için sonuçlar` : 'Tüm ürünler';
  return (
    <>
      <title>{`${title} — Çarşı`}</title>
      <ListingHeader title={title} />
      <ListingView scope={{ kind: SearchPageKind.SEARCH }} label={title} />
    </>
  );
}

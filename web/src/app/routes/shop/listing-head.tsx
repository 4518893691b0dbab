import { PageHead } from '@/components/seo/page-head.tsx';
import { useListing } from '@/features/catalog/api/use-listing.ts';
import type { ListingScope } from '@/features/catalog/utils/listing-query.ts';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { itemListJsonLd, productItems } from '@/lib/seo/structured-data.ts';
import { formatNumber } from '@/utils/format.ts';

interface ListingHeadProps {
  scope: ListingScope;
  /** What the listing is ("Elektronik", "“telefon” için sonuçlar"); undefined while it loads. */
  name: string | undefined;
  /** How the description names it: "Elektronik kategorisinde", "“telefon” aramasında". */
  where: string;
}

/**
 * The head of a product listing (search, category, brand, store): a title per page of it, a
 * description from its count and first products, and the listed products as an ItemList. A search
 * that finds nothing is no search result.
 */
export function ListingHead({ scope, name, where }: ListingHeadProps) {
  const origin = useSiteOrigin();
  const { state, products } = useListing(scope);
  const page = products.data;
  const titled = name ?? 'Ürünler';
  const title = `${titled}${state.page > 1 ? ` — Sayfa ${state.page}` : ''} — Çarşı`;
  const first = page?.items.slice(0, 3).map((product) => product.title) ?? [];
  const description = page
    ? `${where} ${formatNumber(page.totalCount)} ürün${first.length > 0 ? `: ${first.join(', ')} ve daha fazlası` : ''}. Çarşı'da güvenle alışveriş yapın.`
    : `${where} ürünler Çarşı'da.`;
  const image = page?.items[0]?.image;
  return (
    <PageHead
      title={title}
      description={description}
      image={image}
      noindex={page !== undefined && page.totalCount === 0}
      structuredData={page && page.items.length > 0 ? [itemListJsonLd(titled, productItems(page.items, origin))] : []}
    />
  );
}

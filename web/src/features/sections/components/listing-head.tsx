import { PageHead } from '@/components/seo/page-head.tsx';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { paths } from '@/config/paths.ts';
import { shareImage } from '@/lib/seo/share-image.ts';
import { absoluteUrl } from '@/lib/seo/site-url.ts';
import { listingJsonLd } from '@/lib/seo/structured-data.ts';
import { formatPrice } from '@/utils/format.ts';
import type { SectionListing } from '../api/section-hooks.ts';
import type { SectionConfig } from '../api/sections.ts';
import { conditionLabels } from '../utils/condition-labels.ts';

/** A listing's head: name, price (a swap listing's estimate), condition and place, its first photo and its offer as structured data. */
export function ListingHead({ section, listing }: { section: SectionConfig; listing: SectionListing }) {
  const origin = useSiteOrigin();
  const url = absoluteUrl(section.listingHref(listing.id), origin);
  const price = section.forSwap ? `takas, tahmini değeri ${formatPrice(listing.price)}` : formatPrice(listing.price);
  return (
    <PageHead
      title={`${listing.title} — ${section.title} — Çarşı`}
      description={`${listing.title}: ${price}, ${conditionLabels[listing.status].toLocaleLowerCase('tr-TR')}, ${listing.district}/${listing.province}. ${listing.description}`}
      image={shareImage(paths.socialCardListing.getHref(section.key, listing.id), listing.images[0])}
      type="product"
      structuredData={[listingJsonLd(listing, url, origin, section.forSwap)]}
    />
  );
}

import type { ProductSummary } from '@carsi/sdk/main';
import { useMemo } from 'react';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import type { SectionListing } from '../api/section-hooks.ts';
import type { SectionConfig } from '../api/sections.ts';
import { conditionLabels } from '../utils/condition-labels.ts';
import { isPromoted } from '../utils/is-promoted.ts';
import { toSummary } from '../utils/to-summary.ts';

interface ListingGridProps {
  section: SectionConfig;
  listings: readonly SectionListing[];
  label: string;
}

/** A section's listings on the shared product cards, leading to the section's listing page. */
export function ListingGrid({ section, listings, label }: ListingGridProps) {
  const badges = useMemo(
    () =>
      new Map(
        listings.map((listing) => [
          listing.id,
          [
            ...(isPromoted(listing) ? ['Öne çıkan'] : []),
            ...(section.forSwap ? ['Takas'] : []),
            conditionLabels[listing.status],
          ],
        ]),
      ),
    [listings, section.forSwap],
  );
  const summaries = useMemo(() => listings.map(toSummary), [listings]);
  return (
    <ProductGrid
      products={summaries}
      label={label}
      hrefOf={(product: ProductSummary) => section.listingHref(product.id)}
      badgesOf={(product: ProductSummary) => badges.get(product.id) ?? []}
    />
  );
}

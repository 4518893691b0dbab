import { useId } from 'react';
import type { SectionConfig } from '../api/sections.ts';
import { useRecentListings } from '../api/recent-visits.ts';
import { ListingGrid } from './listing-grid.tsx';

/** One row of the widest grid: the rail is a reminder, not a list to page through. */
export const RECENT_LISTINGS_SHOWN = 8;

/**
 * "Son gezdiğiniz ilanlar": the member's recently viewed listings of the section (the one on screen
 * left out); nothing for a visitor or a member who has viewed none.
 */
export function RecentListings({ section, except }: { section: SectionConfig; except?: number }) {
  const { listings } = useRecentListings(section.key, except);
  const headingId = useId();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="recent-listings">
      <h2 id={headingId} className="recent-listings__title">
        Son gezdiğiniz ilanlar
      </h2>
      <ListingGrid section={section} listings={listings.slice(0, RECENT_LISTINGS_SHOWN)} label="Son gezdiğiniz ilanlar" />
    </section>
  );
}

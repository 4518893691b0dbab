import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6">
        Son gezdiğiniz ilanlar
      </Typography>
      <ListingGrid section={section} listings={listings.slice(0, RECENT_LISTINGS_SHOWN)} label="Son gezdiğiniz ilanlar" />
    </Stack>
  );
}

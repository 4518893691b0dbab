import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { BottomBar } from '@/components/ui/bottom-bar.tsx';
import { BottomBarPrice } from '@/components/ui/bottom-bar-price.tsx';
import { barButtonSx, COVERED_EDGES_PX } from '@/components/ui/bottom-bar-space.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useScrolledPast } from '@/hooks/use-scrolled-past.ts';
import type { SectionConfig } from '../api/sections.ts';
import type { SectionListing } from '../api/section-hooks.ts';
import { barTargets, reachControl } from '../utils/reach-control.ts';

interface ListingBuyBarProps {
  section: SectionConfig;
  listing: SectionListing;
}

/**
 * A listing's buy bar on a phone, for a listing someone else offers: the price and the section's main
 * actions ("Satın al" and "Teklif ver"; "Takas teklif et" in swap) once the page's own actions have
 * been scrolled past. Placed right after those actions: its anchor marks their end, and each button
 * takes the visitor back to the matching control of the page, which does the rest.
 */
export function ListingBuyBar({ section, listing }: ListingBuyBarProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const past = useScrolledPast(anchor, COVERED_EDGES_PX);
  if (listing.state !== 'ACTIVE') return null;
  const caps = sectionCapabilities[section.key];
  const reach = (selector: string) => anchor.current && reachControl(anchor.current, selector);
  return (
    <>
      {/*
        First, right after the page's actions (the controls are looked for before it, not in the bar). In
        the flow, so that it is where they end (out of a flex column's flow it would sit at its top); of no
        height and with no top margin of its own (inline, over the column's spacing), so the spacing stays.
      */}
      <Box component="span" ref={anchor} aria-hidden style={{ marginTop: 0 }} sx={{ display: 'block', height: 0 }} />
      <BottomBar shown={past} label={caps.sold ? 'Fiyat ve satın alma' : 'Tahmini değer ve takas teklifi'}>
        <BottomBarPrice price={listing.price} caption={caps.sold ? undefined : 'Tahmini değeri'} />
        {caps.sold && (
          <Button variant="contained" size="large" onClick={() => reach(barTargets.buy)} sx={barButtonSx}>
            Satın al
          </Button>
        )}
        {caps.negotiation && (
          <Button variant="outlined" size="large" onClick={() => reach(barTargets.offer)} sx={barButtonSx}>
            Teklif ver
          </Button>
        )}
        {caps.swapOffers && (
          <Button variant="contained" size="large" onClick={() => reach(barTargets.swap)} sx={barButtonSx}>
            Takas teklif et
          </Button>
        )}
      </BottomBar>
    </>
  );
}

import type { SectionListing } from '../api/section-hooks.ts';

/** A paid promotion (doping) runs on the listing: only swap listings carry the flag. */
export const isPromoted = (listing: SectionListing): boolean => 'promoted' in listing && listing.promoted === true;

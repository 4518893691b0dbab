import { paths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';

const listingPaths = { secondHand: paths.secondHandListing, craft: paths.craftListing, swap: paths.swapListing } as const;

/** The public page of a listing of a section (`/pazar/ilan/12`). */
export const listingHref = (section: SectionKey, id: number): string => listingPaths[section].getHref(id);

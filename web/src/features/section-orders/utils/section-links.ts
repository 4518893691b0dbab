import { paths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** The public page of a listing in its section (/pazar/ilan/12). */
export const listingHrefOf: Record<SectionKey, (id: number) => string> = {
  secondHand: paths.secondHandListing.getHref,
  craft: paths.craftListing.getHref,
  swap: paths.swapListing.getHref,
};

import { sectionPaths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** The public page of a listing in its section (/pazar/ilan/12). */
export const listingHrefOf = Object.fromEntries(
  Object.entries(sectionPaths).map(([section, pages]) => [section, pages.listing.getHref]),
) as Record<SectionKey, (id: number) => string>;

import { sectionPaths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** The public page of a listing of a section (`/pazar/ilan/12`). */
export const listingHref = (section: SectionKey, id: number): string => sectionPaths[section].listing.getHref(id);

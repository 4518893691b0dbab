import { useUrlState } from '@/lib/url-state.ts';
import { sectionParams, toSectionSearch } from '../utils/section-query.ts';
import type { SectionHooks } from './section-hooks.ts';

/** A section home's listings, driven by the address bar's query string. */
export function useSectionListing(hooks: SectionHooks) {
  const { state, change, hrefFor } = useUrlState(sectionParams);
  const listings = hooks.useSearch(toSectionSearch(state));
  return { state, listings, change, hrefFor };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applySectionChange, parseSectionState, toSectionSearch, type SectionListingChange } from '../utils/section-query.ts';
import type { SectionHooks } from './section-hooks.ts';

/** A section home's listings, driven by the address bar's query string. */
export function useSectionListing(hooks: SectionHooks) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSectionState(params), [params]);
  const listings = hooks.useSearch(toSectionSearch(state));
  const change = useCallback((next: SectionListingChange) => setParams(applySectionChange(params, next)), [params, setParams]);
  const hrefFor = useCallback((next: SectionListingChange) => {
    const search = applySectionChange(params, next).toString();
    return search ? `?${search}` : '?';
  }, [params]);
  return { state, listings, change, hrefFor };
}

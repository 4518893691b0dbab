import { useEffect } from 'react';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import type { SectionListing } from './section-hooks.ts';
import { readVisits, withVisit, writeVisits } from '../utils/visit-history.ts';

/**
 * Notes that the listing was opened. The device keeps the ids it opened (a visitor's too); once a member
 * is signed in, the kept list goes to their account with ListLastVisitProducts (which records the ids as
 * visited) and is cleared, the way a guest cart is handed over at login. Quiet: no toast either way.
 */
export function useRecordListingVisit(section: SectionKey, id: number, shown: boolean): void {
  const loggedIn = useIsLoggedIn();
  const { mutate } = sectionApi(section).useListLastVisitProducts({
    mutation: {
      meta: { silent: true },
      // The account's list is read again by the SDK's invalidation rules.
      onSuccess: () => writeVisits(section, []),
    },
  });
  useEffect(() => {
    // Only a listing that opened: an unknown or removed one is not a visit.
    if (!shown) return;
    const ids = withVisit(readVisits(section), id);
    writeVisits(section, ids);
    if (loggedIn) mutate({ data: { idList: ids } });
  }, [section, id, shown, loggedIn, mutate]);
}

/** The member's recently viewed listings of the section (ListLastVisits, newest first), without `except`; none for a visitor. */
export function useRecentListings(section: SectionKey, except?: number): { listings: readonly SectionListing[]; isPending: boolean } {
  const loggedIn = useIsLoggedIn();
  const visits = sectionApi(section).useListLastVisits({ query: { enabled: loggedIn } });
  const listings = loggedIn && Array.isArray(visits.data) ? visits.data.filter((listing) => listing.id !== except) : [];
  return { listings, isPending: loggedIn && visits.isPending };
}

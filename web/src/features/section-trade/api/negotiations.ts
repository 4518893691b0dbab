import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/** Offers are few per member; one page of this size holds them all. */
export const OFFER_PAGE_SIZE = 50;

/** The member's offers in one role: BUYER (made) or SELLER (received). Nothing is read for a visitor. */
export function useNegotiations(section: SectionKey, role: 'BUYER' | 'SELLER', enabled = true) {
  const loggedIn = useIsLoggedIn();
  return sectionApi(section).useListNegotiations(
    { role, currentPage: 1, pageSize: OFFER_PAGE_SIZE },
    { query: { enabled: enabled && loggedIn && sectionCapabilities[section].negotiation } },
  );
}

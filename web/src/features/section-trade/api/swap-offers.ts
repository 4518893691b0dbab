import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, swapApi } from '@/lib/section-api.ts';
import { OFFER_PAGE_SIZE } from './negotiations.ts';

/**
 * Every read of the swap section again (offers and both listings). The offers' own calls leave it to the SDK's
 * invalidation rules; a doping's change reads it again on purpose a while later.
 */
export function useRefreshSwap() {
  const client = useQueryClient();
  return useCallback(() => {
    const prefix = sectionCapabilities.swap.apiPrefix;
    return client.invalidateQueries({
      predicate: (query) => {
        const head = query.queryKey[0];
        return typeof head === 'string' && head.startsWith(`${prefix}/`);
      },
    });
  }, [client]);
}

/** Swap offers I received (SELLER) or sent (BUYER). */
export function useSwapOffers(role: 'BUYER' | 'SELLER') {
  const loggedIn = useIsLoggedIn();
  return swapApi().useListOffers({ role, currentPage: 1, pageSize: OFFER_PAGE_SIZE }, { query: { enabled: loggedIn } });
}

/** My active swap listings: what I can offer in exchange. */
export function useMyActiveSwapListings(enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return sectionApi('swap').useListMyProducts({ state: 'ACTIVE', currentPage: 1, pageSize: OFFER_PAGE_SIZE }, { query: { enabled: enabled && loggedIn } });
}

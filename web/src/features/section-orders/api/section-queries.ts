import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SectionKey } from '@/lib/section-api.ts';

/** The API base of each family; the generated query keys start with it (`/api/second-hand/cart`). */
const apiBase: Record<SectionKey, string> = {
  secondHand: '/api/second-hand',
  craft: '/api/craft',
  swap: '/api/swap',
};

/** What a change touches: the cart, the purchases, the sales or the cargo addresses of the section. */
export type SectionArea = 'cart' | 'buy-order' | 'sell-order' | 'cargo-address';

/** Reads an area of the section again (every page and detail under it). */
export function useRefreshSection(section: SectionKey) {
  const client = useQueryClient();
  return useCallback(
    (area: SectionArea) => {
      const prefix = `${apiBase[section]}/${area}`;
      return client.invalidateQueries({
        predicate: (query) => {
          const head = query.queryKey[0];
          return typeof head === 'string' && (head === prefix || head.startsWith(`${prefix}/`));
        },
      });
    },
    [client, section],
  );
}

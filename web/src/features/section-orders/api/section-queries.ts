import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { verticalByKey } from '@carsi/sdk/verticals';
import type { SectionKey } from '@/lib/section-api.ts';

/** What a change touches: the cart, the purchases, the sales or the cargo addresses of the section. */
export type SectionArea = 'cart' | 'buy-order' | 'sell-order' | 'cargo-address';

/** Reads an area of the section again (every page and detail under it). */
export function useRefreshSection(section: SectionKey) {
  const client = useQueryClient();
  return useCallback(
    (area: SectionArea) => {
      // The generated query keys start with the family's API base (`/api/second-hand/cart`).
      const prefix = `${verticalByKey(section).apiBase}/${area}`;
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

import { getListLastVisitedQueryKey, useListLastVisited, useSaveLastVisited, type ProductSummary } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIsLoggedIn } from '@/lib/session.ts';

/**
 * Records that a member opened this product and reads the products they visited lately from the
 * server's list (GET last-visit; a visitor has none). Recording is quiet: no toast on success.
 */
export function useRecordVisit(productId: number): { visited: readonly ProductSummary[] } {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const list = useListLastVisited({ query: { enabled: loggedIn } });
  const { mutate } = useSaveLastVisited({
    mutation: {
      meta: { silent: true },
      onSuccess: (products) => client.setQueryData(getListLastVisitedQueryKey(), products),
    },
  });
  useEffect(() => {
    if (loggedIn) mutate({ data: { idList: [productId] } });
  }, [loggedIn, productId, mutate]);
  const products = loggedIn && Array.isArray(list.data) ? list.data : undefined;
  // The same list between answers: a rail that defers it renders again only when it changes.
  const visited = useMemo(() => (products ?? []).filter((product) => product.id !== productId), [products, productId]);
  return { visited };
}

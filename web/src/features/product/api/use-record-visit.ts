import { useSaveLastVisited, type ProductSummary } from '@carsi/sdk/main';
import { useEffect } from 'react';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * Records that a member opened this product and answers the products they visited lately (the
 * server keeps the list; a visitor has none). Recording is quiet: no toast on success.
 */
export function useRecordVisit(productId: number): { visited: readonly ProductSummary[] } {
  const loggedIn = useIsLoggedIn();
  const { mutate, data } = useSaveLastVisited({ mutation: { meta: { silent: true } } });
  useEffect(() => {
    if (loggedIn) mutate({ data: { idList: [productId] } });
  }, [loggedIn, productId, mutate]);
  return { visited: loggedIn ? (data ?? []).filter((product) => product.id !== productId) : [] };
}

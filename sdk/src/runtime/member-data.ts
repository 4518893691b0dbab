import type { Query, QueryClient } from '@tanstack/react-query';
import { ruleFor, type PersistRule } from './persisted-queries.ts';

/**
 * Drops everything a member's session put in memory, at the end of a session (401, logout in any tab,
 * account deletion) and before a new one starts, so the next person on the device sees none of it:
 * - in-flight queries are cancelled (a late answer for the old token cannot refill the cache);
 * - every query except the public content caches in `keep` (spec §9) is removed, or, when a page is
 *   still showing it, reset to no data and fetched again once the page has re-rendered;
 * - the mutation cache is emptied (it holds the variables of past calls: passwords, card numbers, CVCs).
 */
export function clearMemberData(client: QueryClient, keep: readonly PersistRule[] = []): void {
  const isMemberQuery = (query: Query): boolean => !ruleFor(keep, query.queryKey);
  client.getMutationCache().clear();
  void client.cancelQueries({ predicate: isMemberQuery }, { silent: true, revert: false });
  for (const query of client.getQueryCache().findAll({ predicate: isMemberQuery })) {
    if (query.getObserversCount() === 0) client.getQueryCache().remove(query);
    else query.reset();
  }
  // After the app has re-rendered for the new session state: pages that stay (a product, the home
  // page) fetch again; member-only queries are disabled by then and stay empty.
  setTimeout(() => void client.refetchQueries({ type: 'active', predicate: isMemberQuery }), 0);
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Queries a mutation makes stale: a key prefix (what a generated key getter answers, matched as
 * `invalidateQueries({ queryKey })` does) or a test on a query's key.
 */
export type StaleQueries = QueryKey | ((key: QueryKey) => boolean);

/** What a successful call answered and was sent, for rules whose stale keys name a record. */
export interface MutationSuccess {
  data: unknown;
  variables: unknown;
}

/** "After this mutation succeeds, these queries are stale", applied by `createQueryClient({ invalidate })`. */
export interface InvalidationRule {
  /** The operations, by their generated mutation key's first element (the operationId). */
  after: readonly string[];
  stale: readonly StaleQueries[] | ((success: MutationSuccess) => readonly StaleQueries[]);
  /**
   * The mutation settles without waiting for the stale queries to be read again: what the member does
   * next does not show them (an order placed goes on to its confirmation). By default it waits, so a
   * pending button stays pending until the list it changed is fresh.
   */
  background?: boolean;
}

/**
 * A query key's path: its first element that is one (an infinite query's key starts with `'infinite'`, a
 * read-only POST's with `'POST'`).
 */
export const pathOf = (key: QueryKey): string | undefined =>
  key.find((part): part is string => typeof part === 'string' && part.startsWith('/'));

/** Every query whose path the pattern matches (plain and infinite, any parameters). */
export const pathMatching = (pattern: RegExp) => (key: QueryKey): boolean => pattern.test(pathOf(key) ?? '');

/**
 * Marks stale (and reads again, when on screen) what the rules say the mutation's success changed; resolves
 * when the reads the rules wait for have arrived.
 */
export function invalidateAfter(
  client: QueryClient,
  rules: readonly InvalidationRule[],
  operation: string | undefined,
  success: MutationSuccess,
): Promise<unknown> {
  return Promise.all(
    rules
      .filter((rule) => operation !== undefined && rule.after.includes(operation))
      .map((rule) => {
        const stale = typeof rule.stale === 'function' ? rule.stale(success) : rule.stale;
        const read = Promise.all(
          stale.map((queries) => client.invalidateQueries(typeof queries === 'function' ? { predicate: ({ queryKey }) => queries(queryKey) } : { queryKey: queries })),
        );
        return rule.background ? undefined : read;
      }),
  );
}

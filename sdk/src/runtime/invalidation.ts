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

/** A query key's path: the first element, or the second of an infinite query's key (`['infinite', path, …]`). */
export const pathOf = (key: QueryKey): string | undefined => {
  const path = key[0] === 'infinite' ? key[1] : key[0];
  return typeof path === 'string' ? path : undefined;
};

/** Every query whose path the pattern matches (plain and infinite). */
export const pathMatching = (pattern: RegExp) => (key: QueryKey): boolean => pattern.test(pathOf(key) ?? '');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every query of one operation, whatever record it names: the getter's path with its id left open
 * (plain and infinite, any parameters). For a rule whose call does not carry the record's id.
 */
export function anyRecordOf(getKey: (id: number) => QueryKey): (key: QueryKey) => boolean {
  const [before = '', after = ''] = (pathOf(getKey(Number.NaN)) ?? '').split('NaN');
  return pathMatching(new RegExp(`^${escape(before)}[^/]+${escape(after)}$`));
}

const operationOf = (mutationKey: QueryKey | undefined): string | undefined =>
  typeof mutationKey?.[0] === 'string' ? mutationKey[0] : undefined;

/** Marks stale (and reads again, when on screen) what the rules say the mutation's success changed. */
export function invalidateAfter(
  client: QueryClient,
  rules: readonly InvalidationRule[],
  mutationKey: QueryKey | undefined,
  success: MutationSuccess,
): Promise<unknown> {
  const operation = operationOf(mutationKey);
  if (operation === undefined) return Promise.resolve();
  const waits: Promise<unknown>[] = [];
  for (const rule of rules) {
    if (!rule.after.includes(operation)) continue;
    const stale = typeof rule.stale === 'function' ? rule.stale(success) : rule.stale;
    const done = Promise.all(
      stale.map((queries) =>
        typeof queries === 'function'
          ? client.invalidateQueries({ predicate: (query) => queries(query.queryKey) })
          : client.invalidateQueries({ queryKey: queries }),
      ),
    );
    if (!rule.background) waits.push(done);
  }
  return Promise.all(waits);
}

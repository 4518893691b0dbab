import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** A query whose answer is kept across reloads for `ttlMs` (spec §9's local caches). */
export interface PersistRule {
  name: string;
  matches: (queryKey: QueryKey) => boolean;
  ttlMs: number;
}

interface StoredEntry {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

const STORAGE_PREFIX = 'carsi:query:';

export function ruleFor(rules: readonly PersistRule[], queryKey: QueryKey): PersistRule | undefined {
  return rules.find((rule) => rule.matches(queryKey));
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (private mode): caching simply stays in memory
  }
}

/**
 * Restores unexpired answers into the client (unless `restore` is false), drops expired ones, and
 * keeps storage in step with every later successful answer. Returns a function that stops the syncing.
 */
export function persistQueries(
  client: QueryClient,
  rules: readonly PersistRule[],
  storage: Storage | undefined = browserStorage(),
  now: () => number = Date.now,
  restore = true,
): () => void {
  if (!storage || rules.length === 0) return () => undefined;
  for (const key of restore ? Object.keys(storage) : []) {
    if (!key.startsWith(STORAGE_PREFIX)) continue;
    try {
      const entry = JSON.parse(storage.getItem(key) ?? '') as StoredEntry;
      const rule = ruleFor(rules, entry.queryKey);
      if (rule && now() - entry.updatedAt < rule.ttlMs) {
        client.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
      } else {
        storage.removeItem(key);
      }
    } catch {
      storage.removeItem(key);
    }
  }
  const save = (query: Query): void => {
    if (query.state.status !== 'success' || !ruleFor(rules, query.queryKey)) return;
    const entry: StoredEntry = { queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt };
    try {
      storage.setItem(STORAGE_PREFIX + query.queryHash, JSON.stringify(entry));
    } catch {
      // quota exceeded: the cache is an optimisation, never a failure
    }
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') save(event.query);
  });
}

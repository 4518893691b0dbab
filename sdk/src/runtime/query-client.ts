import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { invalidateAfter, type InvalidationRule } from './invalidation.ts';
import { DEFAULT_FAILURE_MESSAGE, successMessageFor } from './messages.ts';
import { persistQueries, ruleFor, type PersistRule } from './persisted-queries.ts';

/** Where the SDK sends its success and warning messages; the app plugs its toast library in. */
export interface Notifier {
  success: (message: string) => void;
  warning: (message: string) => void;
}

/**
 * Per-query or per-mutation `meta`: `silent` suppresses the toast; `successMessage` replaces it;
 * `errorMessages` words a catalogue code for this one call (login's "E-posta adresi veya şifre
 * hatalı." reads "Mevcut şifreniz hatalı." when a signed-in member changes the password).
 */
export interface CarsiMeta extends Record<string, unknown> {
  silent?: boolean;
  successMessage?: string;
  errorMessages?: Readonly<Record<string, string>>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CarsiMeta;
    mutationMeta: CarsiMeta;
  }
}

export interface QueryClientOptions {
  notify: Notifier;
  /** Queries kept across reloads; defaults to none. The web app passes `contentCacheRules`. */
  persist?: readonly PersistRule[];
  /**
   * What each mutation's success makes stale; defaults to none. The rules, or how to load them: an app that
   * keeps them out of its first load passes `loadInvalidationRules`, which imports them when the first
   * mutation starts.
   */
  invalidate?: readonly InvalidationRule[] | (() => Promise<readonly InvalidationRule[]>);
  /** Freshness of everything else. */
  staleTimeMs?: number;
  /**
   * Whether the kept answers are put back into the new client (default true). An app that hydrates
   * server-rendered markup passes false: it must start from the answers that markup was rendered with.
   */
  restorePersisted?: boolean;
}

const messageOf = (error: unknown, meta?: CarsiMeta): string =>
  isApiError(error) ? (meta?.errorMessages?.[error.code] ?? error.message) : DEFAULT_FAILURE_MESSAGE;

const operationOf = (key: QueryKey | undefined): string | undefined =>
  typeof key?.[0] === 'string' ? key[0] : undefined;

export function createQueryClient({ notify, persist = [], invalidate = [], staleTimeMs = 30_000, restorePersisted = true }: QueryClientOptions): QueryClient {
  let rules: Promise<readonly InvalidationRule[]> | undefined;
  const loadRules = (): Promise<readonly InvalidationRule[]> => (rules ??= typeof invalidate === 'function' ? invalidate() : Promise.resolve(invalidate));
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notify.warning(messageOf(error, query.meta));
      },
    }),
    mutationCache: new MutationCache({
      onMutate: () => {
        void loadRules();
      },
      onSuccess: async (data, variables, _context, mutation) => {
        if (!mutation.meta?.silent) notify.success(mutation.meta?.successMessage ?? successMessageFor(operationOf(mutation.options.mutationKey)));
        // Awaited, so the mutation stays pending until what it changed has been read again (the rules say which may not wait).
        await invalidateAfter(client, await loadRules(), operationOf(mutation.options.mutationKey), { data, variables });
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notify.warning(messageOf(error, mutation.meta));
      },
    }),
    defaultOptions: {
      queries: {
        // 4xx answers fail the same way again; only network trouble and 5xx are worth a retry.
        retry: (failures, error) => (isApiError(error) && !error.isRetryable ? false : failures < 2),
        refetchOnWindowFocus: false,
        staleTime: (query) => ruleFor(persist, query.queryKey)?.ttlMs ?? staleTimeMs,
      },
      mutations: { retry: false },
    },
  });
  persistQueries(client, persist, undefined, Date.now, restorePersisted);
  return client;
}

import { contentCacheRules, loadInvalidationRules } from '@carsi/sdk';
import { createQueryClient } from '@carsi/sdk/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { lazyNotifier } from '../lib/lazy-notifier.ts';

/**
 * The shop's QueryClient in the browser: toasts for failures and successes, the content caches kept
 * across reloads, what a mutation changed read again (the SDK's invalidation rules). A server-rendered
 * page starts from its own answers instead of the kept ones (`hydrating`).
 */
export const createAppQueryClient = ({ hydrating = false }: { hydrating?: boolean } = {}): QueryClient =>
  createQueryClient({ notify: lazyNotifier, persist: contentCacheRules, invalidate: loadInvalidationRules, restorePersisted: !hydrating });

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient, made by entry.client.tsx before the router starts; route `clientLoader`s fill it. */
export function browserQueryClient(options?: { hydrating?: boolean }): QueryClient {
  browserClient ??= createAppQueryClient(options);
  return browserClient;
}

/**
 * Makes `client` the one `browserQueryClient()` answers (`undefined`: the next call makes a new one).
 * For tests only: testing/render-app.tsx renders the shop with each test's own client, which the route
 * `clientLoader`s must fill.
 */
export function setBrowserQueryClient(client: QueryClient | undefined): void {
  browserClient = client;
}

const silent = { success: () => undefined, warning: () => undefined };

/** A request's QueryClient on the server: the same cache rules, no toasts, nothing kept. */
export const createRequestQueryClient = (): QueryClient => createQueryClient({ notify: silent, persist: contentCacheRules, restorePersisted: false });

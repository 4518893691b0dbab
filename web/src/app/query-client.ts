import { contentCacheRules } from '@carsi/sdk';
import { createQueryClient } from '@carsi/sdk/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { lazyNotifier } from '../lib/lazy-notifier.ts';

/**
 * The shop's one QueryClient: toasts for failures and successes, the content caches kept across
 * reloads. A prerendered page starts from its own answers instead of the kept ones (`hydrating`).
 */
export const createAppQueryClient = ({ hydrating = false }: { hydrating?: boolean } = {}): QueryClient =>
  createQueryClient({ notify: lazyNotifier, persist: contentCacheRules, restorePersisted: !hydrating });

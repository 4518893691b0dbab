import { contentCacheRules } from '@carsi/sdk';
import { createQueryClient } from '@carsi/sdk/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { lazyNotifier } from '../lib/lazy-notifier.ts';

/** The shop's one QueryClient: toasts for failures and successes, the content caches kept across reloads. */
export const createAppQueryClient = (): QueryClient => createQueryClient({ notify: lazyNotifier, persist: contentCacheRules });

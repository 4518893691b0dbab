import type { QueryKey } from '@tanstack/react-query';
import { getContentListMainBannersQueryKey, getContentListStaticPagesQueryKey } from '../generated/content/endpoints/content/content.ts';
import { getGetMegaMenuQueryKey, getListBannersQueryKey } from '../generated/main/endpoints/storefront/storefront.ts';
import { CACHE_TTL_MS } from '../runtime/constants.ts';
import type { PersistRule } from '../runtime/persisted-queries.ts';

const firstOf = (key: QueryKey): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);
const is = (path: string) => (key: QueryKey): boolean => firstOf(key) === path;

const staticPages = getContentListStaticPagesQueryKey()[0];

/**
 * The local caches of spec §9, kept across reloads by `createQueryClient({ persist: contentCacheRules })`:
 * main banner, banner and mega menu for an hour; static pages (the list and each page) for five minutes.
 */
export const contentCacheRules: readonly PersistRule[] = [
  { name: 'mainBanner', matches: is(getContentListMainBannersQueryKey()[0]), ttlMs: CACHE_TTL_MS.mainBanner },
  { name: 'banner', matches: is(getListBannersQueryKey()[0]), ttlMs: CACHE_TTL_MS.banner },
  { name: 'megaMenu', matches: is(getGetMegaMenuQueryKey()[0]), ttlMs: CACHE_TTL_MS.megaMenu },
  {
    name: 'staticPages',
    matches: (key) => {
      const first = firstOf(key);
      return first === staticPages || (first?.startsWith(`${staticPages}/`) ?? false);
    },
    ttlMs: CACHE_TTL_MS.staticPages,
  },
];

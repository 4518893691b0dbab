import { getContentListMainBannersQueryKey, getContentListStaticPagesQueryKey } from '@carsi/sdk/content';
import { getGetMegaMenuQueryKey, getListBannersQueryKey } from '@carsi/sdk/main';
import { CACHE_TTL_MS, type PersistRule } from '@carsi/sdk/runtime';
import type { QueryKey } from '@tanstack/react-query';

const firstOf = (key: QueryKey): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);
const is = (path: string) => (key: QueryKey) => firstOf(key) === path;

const staticPages = getContentListStaticPagesQueryKey()[0];

/**
 * The local caches of spec §9, kept across reloads: main banner, banner and mega menu for an hour,
 * static pages (the list and each page) for five minutes.
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

import type { QueryKey } from '@tanstack/react-query';
import { getContentListMainBannersQueryKey, getContentListStaticPagesQueryKey } from '../generated/content/endpoints/content/content.ts';
import { getGetMegaMenuQueryKey, getListBannersQueryKey } from '../generated/main/endpoints/storefront/storefront.ts';
import { CACHE_TTL_MS } from '../runtime/constants.ts';
import type { PersistRule } from '../runtime/persisted-queries.ts';

const firstOf = (key: QueryKey): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);
const is = (path: string) => (key: QueryKey): boolean => firstOf(key) === path;

const staticPages = getContentListStaticPagesQueryKey()[0];

/**
 * The sections' mega menus (`/api/second-hand/mega-menu`, …: openapi/verticals/template.yaml's path for
 * each family). One pattern rather than the verticals list or each family's key getter: it keeps the
 * list out of every page's first load and needs no line per family; a test checks it against the
 * generated getters.
 */
const sectionMegaMenu = /^\/api\/[a-z-]+\/mega-menu$/;

/**
 * The local caches of spec §9, kept across reloads by `createQueryClient({ persist: contentCacheRules })`:
 * main banner, banner and mega menu (the marketplace's and each section's) for an hour; static pages (the
 * list and each page) for five minutes.
 */
export const contentCacheRules: readonly PersistRule[] = [
  { name: 'mainBanner', matches: is(getContentListMainBannersQueryKey()[0]), ttlMs: CACHE_TTL_MS.mainBanner },
  { name: 'banner', matches: is(getListBannersQueryKey()[0]), ttlMs: CACHE_TTL_MS.banner },
  { name: 'megaMenu', matches: is(getGetMegaMenuQueryKey()[0]), ttlMs: CACHE_TTL_MS.megaMenu },
  { name: 'sectionMegaMenu', matches: (key) => sectionMegaMenu.test(firstOf(key) ?? ''), ttlMs: CACHE_TTL_MS.megaMenu },
  {
    name: 'staticPages',
    matches: (key) => {
      const first = firstOf(key);
      return first === staticPages || (first?.startsWith(`${staticPages}/`) ?? false);
    },
    ttlMs: CACHE_TTL_MS.staticPages,
  },
];

import {
  getContentListFeaturedCategoriesQueryOptions,
  getContentListMainBannersQueryOptions,
  getContentListOtherServicesQueryOptions,
} from '@carsi/sdk/content';
import { getGetMegaMenuQueryOptions, getGetProductQueryOptions, getListHighlightsQueryOptions } from '@carsi/sdk/main';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths, Platform, platformOfPath } from '../config/paths.ts';

type Prefetch = (client: QueryClient, params: Record<string, string | undefined>) => void;

/**
 * The first requests of the landing pages whose largest paint waits for an answer, by route pattern:
 * the same calls, with the same parameters and so the same query keys, that the page's hooks make once
 * it renders. The home page's blocks and the product page's picture need their data; the search,
 * cart and section pages paint their heading first (their largest paint), so their requests stay
 * with their hooks and their code stays out of the entry.
 */
const routes: readonly { path: string; prefetch: Prefetch }[] = [
  {
    path: paths.home.path,
    prefetch: (client) => {
      void client.prefetchQuery(getContentListMainBannersQueryOptions());
      void client.prefetchQuery(getContentListFeaturedCategoriesQueryOptions());
      void client.prefetchQuery(getListHighlightsQueryOptions());
      void client.prefetchQuery(getContentListOtherServicesQueryOptions());
    },
  },
  {
    path: paths.product.path,
    prefetch: (client, params) => {
      const id = Number(params.id);
      if (Number.isInteger(id) && id > 0) void client.prefetchQuery(getGetProductQueryOptions(id));
    },
  },
];

/**
 * Asks for the first page's answers before React mounts, while its code loads (index.html preloads
 * it, see config/route-preload.ts), instead of after the page has rendered; the hooks then find the
 * queries already running. The header's mega menu is asked for on every marketplace page, where the
 * header shows it.
 */
export function prefetchFirstPage(client: QueryClient, pathname: string): void {
  if (platformOfPath(pathname) === Platform.MARKETPLACE) void client.prefetchQuery(getGetMegaMenuQueryOptions());
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) {
      route.prefetch(client, match.params);
      return;
    }
  }
}

import {
  getContentListFeaturedCategoriesQueryOptions,
  getContentListMainBannersQueryOptions,
  getContentListOtherServicesQueryOptions,
} from '@carsi/sdk/content';
import { getGetMegaMenuQueryOptions, getListHighlightsQueryOptions } from '@carsi/sdk/main';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';

/**
 * On the home page, its answers are asked for before React mounts, while the page's code loads
 * (its chunk is preloaded by index.html, see web/vite.config.ts), instead of after the page and its
 * blocks have rendered. The blocks' hooks then find the queries already running (same keys).
 */
export function prefetchHomePage(client: QueryClient, pathname: string): void {
  if (pathname !== paths.home.getHref()) return;
  void client.prefetchQuery(getContentListMainBannersQueryOptions());
  void client.prefetchQuery(getContentListFeaturedCategoriesQueryOptions());
  void client.prefetchQuery(getListHighlightsQueryOptions());
  void client.prefetchQuery(getContentListOtherServicesQueryOptions());
  void client.prefetchQuery(getGetMegaMenuQueryOptions());
}

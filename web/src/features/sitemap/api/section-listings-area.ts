import { QueryClient } from '@tanstack/react-query';
import { SortOption } from '@carsi/sdk/main';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import type { SitemapArea } from '../types.ts';
import { pagedArea } from './area-kinds.ts';
import { recordDate } from '../utils/lastmod.ts';

/**
 * A section family's active listings (the list call answers only those: sold, removed and unapproved
 * listings are not pages for crawlers), newest first. Asked through the family-neutral API of
 * lib/section-api.ts, as the section pages' own loaders ask, so every family is covered by its key.
 */
const listingPages = (key: SectionKey) => (currentPage: number, pageSize: number) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    sectionApi(key).getListProductsQueryOptions({ sort: SortOption.MOST_RECENT, currentPage, pageSize }),
  );

/** The child sitemap's name: the section's home segment, then "ilanları" (`pazar-ilanlari`). */
const areaName = (key: SectionKey): string => `${sectionPaths[key].home.getHref().replace(/^\//, '')}-ilanlari`;

/** `/sitemap/pazar-ilanlari.xml` and its siblings: one family's listing pages, dated by their last update. */
export const sectionListingsArea = (key: SectionKey): SitemapArea =>
  pagedArea(areaName(key), listingPages(key), (listing) => ({
    path: sectionPaths[key].listing.getHref(listing.id),
    lastmod: recordDate(listing.updatedAt, listing.createdAt),
  }));

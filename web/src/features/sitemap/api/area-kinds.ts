import type { SitemapArea, SitemapEntry } from '../types.ts';
import { countOf, itemsBetween, type PageFetcher } from './paged-items.ts';

/** An area the services answer in one list (categories, static pages): counted and cut from that list. */
export const listedArea = (name: string, all: () => Promise<SitemapEntry[]>): SitemapArea => ({
  name,
  count: async () => (await all()).length,
  entries: async (offset, limit) => (await all()).slice(offset, offset + limit),
});

/** An area the services answer page by page (products, listings, brands, articles): each part asks only for its own pages. */
export const pagedArea = <T>(name: string, fetchPage: PageFetcher<T>, toEntry: (item: T) => SitemapEntry): SitemapArea => ({
  name,
  count: () => countOf(fetchPage),
  entries: async (offset, limit) => (await itemsBetween(fetchPage, offset, limit)).map(toEntry),
});

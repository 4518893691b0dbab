import { contentListStaticPages } from '@carsi/sdk/content';
import { paths, sectionPaths } from '@/config/paths.ts';
import type { SitemapEntry, SitemapArea } from '../types.ts';
import { recordDate } from '../utils/lastmod.ts';
import { listedArea } from './area-kinds.ts';

/**
 * The shop's own entry pages (home, the category and brand directories, blog, help, the auction and
 * every section family's home and help, from config/paths.ts) and the content service's static pages
 * (about, terms, privacy …), these dated by their `updatedAt`.
 */
async function pageEntries(): Promise<SitemapEntry[]> {
  const fixed = [
    paths.home.getHref(),
    paths.categories.getHref(),
    paths.brands.getHref(),
    paths.blog.getHref(),
    paths.help.getHref(),
    paths.auction.getHref(),
    ...Object.values(sectionPaths).flatMap((section) => [section.home.getHref(), section.help.getHref()]),
  ];
  const staticPages = await contentListStaticPages();
  return [
    ...fixed.map((path) => ({ path })),
    ...staticPages.map((page) => ({ path: paths.staticPage.getHref(page.slug), lastmod: recordDate(page.updatedAt) })),
  ];
}

/** `/sitemap/sayfalar.xml`: the shop's entry pages and the content service's static pages. */
export const pagesArea: SitemapArea = listedArea('sayfalar', pageEntries);

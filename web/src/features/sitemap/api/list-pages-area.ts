import { blogListArticles, listCategories } from '@carsi/sdk/main';
import { paths, sectionPaths } from '@/config/paths.ts';
import { sectionKeys } from '@/config/section-capabilities.ts';
import type { ListPageSizes, SitemapArea, SitemapEntry } from '../types.ts';
import { laterPages } from '../utils/list-pages.ts';
import { listedArea } from './area-kinds.ts';
import { allBrands } from './all-brands.ts';
import { memoFor } from '../utils/memo-for.ts';
import { runningCampaigns } from './running-campaigns.ts';
import { sectionListingsArea } from './section-listings-area.ts';
import { storeProductCounts } from './store-walk.ts';

/** How long the list pages, counted from several calls and the store walk, stay good. */
const LIST_PAGES_TTL_MS = 10 * 60 * 1000;

/**
 * Pages 2, 3 … of every paged list: each section family's home, each category, brand, store and
 * campaign, the blog and the brand directory, counted from what the services say of each (a category's
 * and a brand's `productCount`, a store's products in the walk, a campaign's, a list's `totalCount`).
 * A list whose count the contract does not give has only its first page listed (in its own area).
 * These pages show the services' current items, so they carry no date.
 */
export function listPagesArea(sizes: ListPageSizes): SitemapArea {
  const entries = memoFor(LIST_PAGES_TTL_MS, async (): Promise<SitemapEntry[]> => {
    const [categories, brands, stores, campaigns, articles, sections] = await Promise.all([
      listCategories(),
      allBrands(),
      storeProductCounts(),
      runningCampaigns(),
      blogListArticles({ pageSize: 1 }),
      Promise.all(sectionKeys.map(async (key) => ({ key, count: await sectionListingsArea(key).count() }))),
    ]);
    const addresses = [
      ...sections.flatMap(({ key, count }) => laterPages(sectionPaths[key].home.getHref(), count, sizes.section)),
      ...categories.flatMap((category) => laterPages(paths.category.getHref(category.slug), category.productCount, sizes.catalog)),
      ...brands.flatMap((brand) => laterPages(paths.brand.getHref(brand.slug), brand.productCount, sizes.catalog)),
      ...[...stores].flatMap(([slug, count]) => laterPages(paths.market.getHref(slug), count, sizes.catalog)),
      ...[...campaigns].flatMap(([slug, count]) => laterPages(paths.campaign.getHref(slug), count, sizes.campaign)),
      ...laterPages(paths.blog.getHref(), articles.totalCount, sizes.blog),
      ...Array.from({ length: Math.max(0, Math.ceil(brands.length / sizes.brands) - 1) }, (_, index) => paths.brands.getHref(index + 2)),
    ];
    return addresses.map((path) => ({ path }));
  });
  return listedArea('liste-sayfalari', entries);
}

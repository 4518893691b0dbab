import { listCategories } from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { listedArea } from './area-kinds.ts';
import { hasItems } from '../utils/has-items.ts';

/** `/sitemap/kategoriler.xml`: every marketplace category page with products, all three levels (one list call; no dates). */
export const categoriesArea: SitemapArea = listedArea('kategoriler', async () =>
  (await listCategories()).filter((category) => hasItems(category.productCount)).map((category) => ({ path: paths.category.getHref(category.slug) })),
);

import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { allBrands } from './all-brands.ts';
import { listedArea } from './area-kinds.ts';
import { hasItems } from '../utils/has-items.ts';

/** `/sitemap/markalar.xml`: every brand page with products (brands carry no dates). */
export const brandsArea: SitemapArea = listedArea('markalar', async () =>
  (await allBrands()).filter((brand) => hasItems(brand.productCount)).map((brand) => ({ path: paths.brand.getHref(brand.slug) })),
);

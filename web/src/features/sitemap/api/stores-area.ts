import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { listedArea } from './area-kinds.ts';
import { storeProductCounts } from './store-walk.ts';

/** `/sitemap/magazalar.xml`: every store page found on a product (stores carry no dates). */
export const storesArea: SitemapArea = listedArea('magazalar', async () =>
  [...(await storeProductCounts()).keys()].map((slug) => ({ path: paths.market.getHref(slug) })),
);

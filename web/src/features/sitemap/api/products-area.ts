import { searchProducts, SortOption, type ProductSummary } from '@carsi/sdk/main';
import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { pagedArea } from './area-kinds.ts';
import type { PageFetcher } from './paged-items.ts';

/**
 * Every marketplace product, newest first: the one order of the search call that does not move with
 * prices or ratings, so the parts of a large list do not shuffle products between them while being read.
 */
export const productPages: PageFetcher<ProductSummary> = (currentPage, pageSize) =>
  searchProducts({ sort: SortOption.MOST_RECENT, currentPage, pageSize });

/** `/sitemap/urunler.xml`: every product page. A product in a list carries no date (lastmod: the build time). */
export const productsArea: SitemapArea = pagedArea('urunler', productPages, (product) => ({ path: paths.product.getHref(product.id) }));

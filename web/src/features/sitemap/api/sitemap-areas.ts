import { sectionKeys } from '@/config/section-capabilities.ts';
import type { ListPageSizes, SitemapArea } from '../types.ts';
import { auctionArea } from './auction-area.ts';
import { blogArea } from './blog-area.ts';
import { brandsArea } from './brands-area.ts';
import { campaignsArea } from './campaigns-area.ts';
import { categoriesArea } from './categories-area.ts';
import { listPagesArea } from './list-pages-area.ts';
import { pagesArea } from './pages-area.ts';
import { productsArea } from './products-area.ts';
import { searchesArea } from './searches-area.ts';
import { sectionListingsArea } from './section-listings-area.ts';
import { storesArea } from './stores-area.ts';

/**
 * Every area with a child sitemap, in the index's order: the shop's entry pages first, then the
 * marketplace (its popular searches last), each section family's listings (every family the contract
 * declares), the auction, the blog, and pages 2, 3 … of the paged lists (`sizes`: the list pages' own
 * page sizes). Member pages, carts, checkout and sign-in are in none of them: no area lists those.
 */
export const sitemapAreas = (sizes: ListPageSizes): readonly SitemapArea[] => [
  pagesArea,
  productsArea,
  categoriesArea,
  brandsArea,
  storesArea,
  campaignsArea,
  searchesArea,
  ...sectionKeys.map(sectionListingsArea),
  auctionArea,
  blogArea,
  listPagesArea(sizes),
];

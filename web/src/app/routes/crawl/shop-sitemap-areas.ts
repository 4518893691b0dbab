import { CAMPAIGN_PAGE_SIZE } from '@/features/campaign/api/campaign-page.ts';
import { BLOG_PAGE_SIZE } from '@/features/blog/utils/blog-list-query.ts';
import { BRANDS_PAGE_SIZE } from '@/features/brands/utils/brand-list-query.ts';
import { PAGE_SIZE } from '@/features/catalog/utils/listing-query.ts';
import { SECTION_PAGE_SIZE } from '@/features/sections/utils/section-query.ts';
import { sitemapAreas } from '@/features/sitemap/api/sitemap-areas.ts';

/**
 * The shop's sitemap areas, made once per server process (the areas keep their expensive walks for a
 * while), with the page sizes of the shop's own list pages: the app hands them to the sitemap, as a
 * feature never imports another. Not a route (routes.ts names the modules that are).
 */
export const shopSitemapAreas = sitemapAreas({
  catalog: PAGE_SIZE,
  section: SECTION_PAGE_SIZE,
  campaign: CAMPAIGN_PAGE_SIZE,
  blog: BLOG_PAGE_SIZE,
  brands: BRANDS_PAGE_SIZE,
});

// @vitest-environment node
import { blogListArticles, listBrands, listCategories, listFooterKeywords, SearchPageKind, searchProducts, type ProductSummary } from '@carsi/sdk/main';
import { contentListStaticPages } from '@carsi/sdk/content';
import { describe, expect, it } from 'vitest';
import { paths, sectionPaths } from '@/config/paths.ts';
import { sectionKeys } from '@/config/section-capabilities.ts';
import { isPrivatePath } from '@/lib/seo/indexing.ts';
import { sectionApi } from '@/lib/section-api.ts';
import { withMockBackend } from '@/testing/mock-backend.ts';
import { QueryClient } from '@tanstack/react-query';
import { locsOf, schemaProblems } from '../testing/sitemap-schema.ts';
import { robotsTxtResponse } from '../utils/robots-txt.ts';
import type { ListPageSizes } from '../types.ts';
import { sitemapAreas } from './sitemap-areas.ts';
import { sitemapIndexResponse, sitemapPartResponse } from './sitemap-responses.ts';

withMockBackend();

const SHOP = 'https://shop.carsi.test';
/** Small list pages, so the seed's lists run to several pages each. */
const sizes: ListPageSizes = { catalog: 10, section: 10, campaign: 10, blog: 5, brands: 20 };
const areas = sitemapAreas(sizes);

/** Every item of a paged list call. */
async function everything<T>(page: (currentPage: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.items);
}

/** The index and every child sitemap it names, as a crawler reads them: each checked against its schema. */
async function readSitemaps(): Promise<{ index: string; children: Map<string, string> }> {
  const indexResponse = await sitemapIndexResponse(`${SHOP}/sitemap.xml`, areas);
  expect(indexResponse.status).toBe(200);
  expect(indexResponse.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(indexResponse.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  const index = await indexResponse.text();
  expect(await schemaProblems(index, 'siteindex')).toEqual([]);
  const children = new Map<string, string>();
  for (const loc of locsOf(index)) {
    const url = new URL(loc);
    expect(url.origin).toBe(SHOP);
    const file = /^\/sitemap\/([^/]+)$/.exec(url.pathname)?.[1];
    const response = await sitemapPartResponse(loc, file, areas);
    expect(response.status, loc).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(await schemaProblems(xml, 'sitemap'), loc).toEqual([]);
    children.set(url.pathname, xml);
  }
  return { index, children };
}

describe('the sitemap on the mock backend', { timeout: 60_000 }, () => {
  it('is a valid index of valid child sitemaps holding the seed’s public pages, and no one’s private page', async () => {
    const { children } = await readSitemaps();
    const locs = [...children.values()].flatMap(locsOf);
    const listed = new Set(locs.map((loc) => { const url = new URL(loc); return `${url.pathname}${url.search}`; }));
    expect(locs.every((loc) => loc.startsWith(`${SHOP}/`))).toBe(true);
    expect(locs.length).toBe(listed.size);
    expect([...listed].filter(isPrivatePath)).toEqual([]);

    const products: ProductSummary[] = await everything((currentPage) => searchProducts({ currentPage, pageSize: 100 }));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(listed, `product ${product.id}`).toContain(paths.product.getHref(product.id));
    for (const slug of new Set(products.map((product) => product.seller.slug))) expect(listed).toContain(paths.market.getHref(slug));

    for (const key of sectionKeys) {
      const client = new QueryClient();
      const listings = await everything((currentPage) => client.fetchQuery(sectionApi(key).getListProductsQueryOptions({ currentPage, pageSize: 100 })));
      expect(listings.length, key).toBeGreaterThan(0);
      for (const listing of listings) expect(listed, `${key} listing ${listing.id}`).toContain(sectionPaths[key].listing.getHref(listing.id));
      expect(listed).toContain(sectionPaths[key].home.getHref());
      expect(children.has(`/sitemap/${sectionPaths[key].home.getHref().slice(1)}-ilanlari.xml`), key).toBe(true);
    }

    for (const category of await listCategories()) expect(listed).toContain(paths.category.getHref(category.slug));
    // A brand without products is an empty listing (noindex): out of the sitemap, every other one in it.
    const brands = await everything((currentPage) => listBrands({ currentPage, pageSize: 100 }));
    expect(brands.some((brand) => brand.productCount === 0)).toBe(true);
    for (const brand of brands) {
      if (brand.productCount === 0) expect(listed).not.toContain(paths.brand.getHref(brand.slug));
      else expect(listed).toContain(paths.brand.getHref(brand.slug));
    }
    for (const article of await everything((currentPage) => blogListArticles({ currentPage, pageSize: 100 }))) expect(listed).toContain(paths.blogArticle.getHref(article.slug));
    for (const page of await contentListStaticPages()) expect(listed).toContain(paths.staticPage.getHref(page.slug));
    // The footer's popular searches that find products: a crawler reaches them from every page.
    const searches = [...new Set((await listFooterKeywords()).map((keyword) => keyword.keyword))];
    expect(searches.length).toBeGreaterThan(0);
    for (const text of searches) {
      const found = (await searchProducts({ pageKind: SearchPageKind.SEARCH, search: text, pageSize: 1 })).totalCount;
      if (found === 0) expect(listed, text).not.toContain(paths.search.getHref(text));
      else expect(listed, text).toContain(paths.search.getHref(text));
    }
    expect(children.has('/sitemap/aramalar.xml')).toBe(true);
    expect(listed).toContain(paths.campaign.getHref('kis-indirimi'));
    expect(listed).toContain(paths.home.getHref());
    expect([...listed].some((path) => path.startsWith('/mezat/yayin/'))).toBe(true);

    // Pages 2, 3 … of the paged lists, as the canonical rule writes them.
    const [kadin] = (await listCategories()).filter((category) => category.slug === 'kadin');
    const kadinPages = Math.ceil((kadin?.productCount ?? 0) / sizes.catalog);
    expect(kadinPages).toBeGreaterThan(1);
    expect(listed).toContain(`${paths.category.getHref('kadin')}?sayfa=${kadinPages}`);
    expect(listed).not.toContain(`${paths.category.getHref('kadin')}?sayfa=${kadinPages + 1}`);
    expect(listed).not.toContain(`${paths.category.getHref('kadin')}?sayfa=1`);
    expect(listed).toContain(`${sectionPaths.secondHand.home.getHref()}?sayfa=2`);
    expect(listed).toContain(paths.brands.getHref(2));
    console.info(`sitemap: ${children.size} child sitemaps, ${locs.length} addresses (${[...children].map(([path, xml]) => `${path.replace('/sitemap/', '')} ${locsOf(xml).length}`).join(', ')})`);
  });

  it('dates a record by its own date where the contract has one, else by the time it was built', async () => {
    const before = new Date(Date.now() - 1000);
    const xml = await (await sitemapPartResponse(`${SHOP}/sitemap/sayfalar.xml`, 'sayfalar.xml', areas)).text();
    const lastmodOf = (path: string) => new RegExp(`<loc>${SHOP}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    const [page] = await contentListStaticPages();
    if (!page?.updatedAt) throw new Error('the seed has no dated static page');
    expect(lastmodOf(paths.staticPage.getHref(page.slug))).toBe(new Date(page.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const home = new Date(lastmodOf(paths.home.getHref()) ?? '');
    expect(home.getTime()).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
  });

  it('answers 404 for an area or a part that does not exist', async () => {
    expect((await sitemapPartResponse(`${SHOP}/sitemap/yok.xml`, 'yok.xml', areas)).status).toBe(404);
    expect((await sitemapPartResponse(`${SHOP}/sitemap/urunler-2.xml`, 'urunler-2.xml', areas)).status).toBe(404);
    expect((await sitemapPartResponse(`${SHOP}/sitemap/urunler-1.xml`, 'urunler-1.xml', areas)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of member, cart, checkout and sign-in pages', async () => {
    const response = robotsTxtResponse(`${SHOP}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    for (const path of [paths.account.getHref(), paths.cart.getHref(), paths.checkout.getHref(), paths.auth.login.getHref(), paths.auth.register.getHref()]) {
      expect(disallowed).toContain(path);
    }
    for (const section of Object.values(sectionPaths)) {
      for (const path of [section.account.getHref(), section.cart.getHref(), section.checkout.getHref()]) expect(disallowed).toContain(path);
    }
  });
});

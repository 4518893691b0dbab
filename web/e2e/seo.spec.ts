import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { locsOf, schemaProblems } from '../src/features/sitemap/testing/sitemap-schema.ts';
import { renderedShopOrigin } from './support/e2e-ports.ts';

/**
 * What a crawler sees of the shop as a build for real services serves it (the mock backend over HTTP
 * standing in for the services, the shop's own host rendering every page, the front doors prerendered at
 * build time): robots.txt, the sitemap index and its child sitemaps, valid against the sitemaps.org
 * schemas, every address in them a page; then a crawl from the home page, as a crawler follows links in
 * the server's HTML (no JavaScript), which finds every indexable page it reaches in the sitemap and no
 * `noindex` page in it. The shop is the run's one (e2e/support/serve-rendered-shop.ts), built with its own
 * origin as VITE_SITE_URL, so the prerendered pages name it as canonical too. Its requests name no world:
 * they read the default one, which the other journeys leave as seeded (their browsers' requests name
 * worlds of their own).
 * No browser is needed: the desktop project runs it (playwright.config.ts). Serial: the crawl compares
 * with the sitemap the first test read.
 */
test.describe.configure({ mode: 'serial' });

/** Pages the crawl reads at most: the shop's every kind of page and then some, within a minute or two. */
const MAX_CRAWLED_PAGES = 60;
/** Requests in flight at once (the shop's host and the mock services share this 2-core machine). */
const CONCURRENT_REQUESTS = 4;

const origin = renderedShopOrigin();
/** Every address of every child sitemap, as `pageKey` writes it; filled by the first test. */
const listed = new Set<string>();

/** An address on the shop as the sitemap and canonical links are compared: path and query, decoded, without the origin. */
function pageKey(address: string): string {
  const url = new URL(address, origin);
  const query = [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
  return `${decodeURIComponent(url.pathname)}${query ? `?${query}` : ''}`;
}

interface PageHead {
  status: number;
  html: boolean;
  noindex: boolean;
  /** The canonical link's address, if the page has one. */
  canonical?: string;
  /** The same-site links of the page's `<a href>`s, as paths with their query. */
  links: string[];
}

/** Files and the crawler resources themselves are not pages to crawl. */
const isPageAddress = (url: URL): boolean => !/\.(png|jpe?g|svg|webp|xml|txt|json|pdf|js|css)$/i.test(url.pathname) && !/^\/(assets|images|paylasim)\//.test(url.pathname);

/** A page as the server sends it, read as a crawler reads it: its status, robots meta, canonical link and links. */
async function readPage(path: string): Promise<PageHead> {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' });
  const text = await response.text();
  const html = /^text\/html\b/.test(response.headers.get('content-type') ?? '');
  // What the head says (React puts a page's <meta> and <link> tags there, wherever they are rendered).
  const headEnd = text.search(/<\/head>/i);
  const head = headEnd < 0 ? text : text.slice(0, headEnd);
  const robots = [...head.matchAll(/<meta\b[^>]*>/gi)].map(([tag]) => tag).find((tag) => /\bname="robots"/i.test(tag));
  const canonicalTag = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag).find((tag) => /\brel="canonical"/i.test(tag));
  const links = [...text.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)]
    .map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&'), new URL(path, origin)))
    .filter((url) => url.origin === origin && isPageAddress(url))
    .map((url) => `${url.pathname}${url.search}`);
  return {
    status: response.status,
    html,
    noindex: /\bcontent="[^"]*noindex/i.test(robots ?? ''),
    canonical: /\bhref="([^"]*)"/i.exec(canonicalTag ?? '')?.[1]?.replace(/&amp;/g, '&'),
    links,
  };
}

/** The kind of page an address is: its first path segment, one mark per further segment, its query's names. */
function kindOf(address: string): string {
  const url = new URL(address, origin);
  const [first = '', ...rest] = url.pathname.split('/').filter(Boolean);
  return `/${first}${rest.map(() => '/*').join('')}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/** `work` over `items`, a few at a time. */
async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, worker));
  return results;
}

test('robots.txt and the sitemap are valid, absolute and list only pages that exist and may be indexed', async () => {
  test.setTimeout(240_000);
  const robots = await fetch(`${origin}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const path of ['/hesabim', '/sepetim', '/odeme', '/giris', '/uye-ol', '/pazar/hesabim', '/takas/sepetim', '/zanaat/odeme']) {
    expect(rules).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  }

  const index = await fetch(`${origin}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(index.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  const indexXml = await index.text();
  expect(await schemaProblems(indexXml, 'siteindex')).toEqual([]);
  const children = locsOf(indexXml);
  expect(children.length).toBeGreaterThan(5);

  const locs: string[] = [];
  for (const child of children) {
    expect(child.startsWith(`${origin}/sitemap/`), child).toBe(true);
    const response = await fetch(child);
    expect(response.status, child).toBe(200);
    expect(response.headers.get('content-type'), child).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(await schemaProblems(xml, 'sitemap'), child).toEqual([]);
    locs.push(...locsOf(xml));
  }
  for (const loc of locs) listed.add(pageKey(loc));
  expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  expect(listed.size, 'an address listed twice').toBe(locs.length);

  // Every address is a page: it answers 200, asked as a crawler checks an address (HEAD: the page's
  // loaders decide, none is drawn). One address of each kind is read whole: HTML that may be indexed and
  // names itself as canonical (what a kind's route writes for every record alike).
  const statuses = await inTurns(locs, async (loc) => ({ loc, status: (await fetch(loc, { method: 'HEAD', redirect: 'manual' })).status }));
  expect(statuses.filter(({ status }) => status !== 200).map(({ loc, status }) => `${loc}: ${status}`)).toEqual([]);
  const firstOfEachKind = new Map<string, string>();
  for (const loc of locs) if (!firstOfEachKind.has(kindOf(loc))) firstOfEachKind.set(kindOf(loc), loc);
  const pages = await inTurns([...firstOfEachKind.values()], async (loc) => ({ loc, page: await readPage(loc) }));
  const wrong = pages
    .filter(({ loc, page }) => page.status !== 200 || !page.html || page.noindex || (page.canonical !== undefined && pageKey(page.canonical) !== pageKey(loc)))
    .map(({ loc, page }) => `${loc}: ${page.status}${page.html ? '' : ' not HTML'}${page.noindex ? ' noindex' : ''}${page.canonical ? ` canonical ${page.canonical}` : ''}`);
  expect(wrong).toEqual([]);
  console.info(`seo: ${children.length} child sitemaps, ${locs.length} addresses, each a page; ${pages.length} kinds read whole`);
});

test('a crawl from the home page finds every indexable page it reaches in the sitemap, and no noindex page in it', async () => {
  test.setTimeout(180_000);
  expect(listed.size, 'the sitemap test ran first').toBeGreaterThan(0);
  // A page of each kind first (the first three path segments, ids as :id, the query's names), then the
  // rest in the order found: 60 pages then reach every kind of page the links lead to.
  const shapeOf = (path: string): string => {
    const url = new URL(path, origin);
    const segments = url.pathname.split('/').slice(0, 4).map((segment) => (/^\d+$/.test(segment) ? ':id' : segment));
    return `${segments.join('/')}?${[...url.searchParams.keys()].sort().join('&')}`;
  };
  const queue = ['/'];
  const seen = new Set(queue);
  const shapes = new Set<string>();
  const problems: string[] = [];
  let crawled = 0;
  let indexable = 0;
  while (queue.length > 0 && crawled < MAX_CRAWLED_PAGES) {
    const fresh = queue.findIndex((path) => !shapes.has(shapeOf(path)));
    const [path = '/'] = queue.splice(Math.max(0, fresh), 1);
    shapes.add(shapeOf(path));
    crawled++;
    const page = await readPage(path);
    if (!page.html) continue;
    // The page's address for search engines: its canonical link, else its path without the query.
    const canonical = page.canonical ? pageKey(page.canonical) : pageKey(new URL(path, origin).pathname);
    if (page.status === 200 && !page.noindex) {
      indexable++;
      if (!listed.has(canonical)) problems.push(`${path} (canonical ${canonical}) may be indexed but is not in the sitemap`);
    }
    if (page.noindex && listed.has(canonical)) problems.push(`${path} (canonical ${canonical}) is noindex but in the sitemap`);
    if (page.status !== 200) continue;
    for (const link of page.links) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  expect(problems).toEqual([]);
  expect(crawled).toBe(MAX_CRAWLED_PAGES);
  expect(indexable).toBeGreaterThan(MAX_CRAWLED_PAGES / 2);
  console.info(`seo: crawled ${crawled} pages (${shapes.size} kinds), ${indexable} indexable, all in the sitemap`);
});

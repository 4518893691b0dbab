import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { DEMO, useSession } from './support/session.ts';
import { collectPageErrors } from './support/console.ts';
import { moveInApp } from './support/in-app.ts';
import { waitForPageSettled } from './support/settle.ts';

/**
 * Follows every same-site link reachable from the home page as a guest and from /hesabim as the demo
 * member (one page per route shape, to a depth of three) and fails on the 404 page, an error boundary
 * or a console error. The start page is loaded; every other page is reached inside the running shop,
 * as a visitor following links reaches it. Bounded so it stays under two minutes on the desktop project.
 */

const MAX_DEPTH = 3;
const MAX_PAGES = 30;
/** Each crawl stops taking new pages after this long (a loaded CI machine visits fewer, never hangs). */
const BUDGET_MS = 150_000;
/** First path segments whose second segment is a name (slug) or an id: one page per shape is enough. */
const PARAM_PREFIXES = new Set(['urun', 'kategori', 'marka', 'magaza', 'kampanya', 'blog', 'yardim', 'ilan', 'yayin', 'siparislerim', 'alislarim', 'satislarim', 'ilanlarim']);

/** "/urun/12" and "/urun/40" are one shape; so are "/kategori/ev" and "/kategori/giyim". */
function routeShape(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return `/${parts.map((part, index) => (/^\d+$/.test(part) ? ':id' : index > 0 && PARAM_PREFIXES.has(parts[index - 1] ?? '') ? ':slug' : part)).join('/')}`;
}

const skipped = (pathname: string): boolean => /\.(pdf|xml|txt|json|png|jpe?g|svg|webp)$/i.test(pathname) || pathname.startsWith('/files/');

async function sameSiteLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !skipped(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

interface Problem {
  path: string;
  from: string;
  what: string;
}

async function crawl(page: Page, start: string): Promise<{ visited: string[]; problems: Problem[] }> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const errors = collectPageErrors(page);
  const seen = new Set<string>([routeShape(start)]);
  const queue: { path: string; depth: number; from: string }[] = [{ path: start, depth: 0, from: '(başlangıç)' }];
  const visited: string[] = [];
  const problems: Problem[] = [];
  const deadline = Date.now() + BUDGET_MS;
  while (queue.length > 0 && visited.length < MAX_PAGES && Date.now() < deadline) {
    const next = queue.shift();
    if (!next) break;
    errors.length = 0;
    if (next.depth === 0) {
      await page.goto(next.path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await waitForPageSettled(page, 5_000);
      // The start page itself stays open once settled (a member's is not sent to the login page).
      expect(page.url()).toBe(`${origin}${start}`);
    } else {
      await moveInApp(page, next.path);
    }
    visited.push(next.path);
    const text = (await page.locator('body').innerText().catch(() => '')) ?? '';
    if (text.includes('Aradığınız sayfa bulunamadı')) problems.push({ path: next.path, from: next.from, what: '404 sayfası' });
    if (text.includes('Bir şeyler ters gitti')) problems.push({ path: next.path, from: next.from, what: 'hata sınırı' });
    if (errors.length > 0) problems.push({ path: next.path, from: next.from, what: `konsol hatası: ${errors.slice(0, 2).join(' | ').slice(0, 300)}` });
    if (next.depth >= MAX_DEPTH) continue;
    for (const link of await sameSiteLinks(page, origin)) {
      const shape = routeShape(new URL(link, origin).pathname);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push({ path: link, depth: next.depth + 1, from: next.path });
    }
  }
  return { visited, problems };
}

const report = (problems: Problem[]): string[] => problems.map((p) => `${p.path} (← ${p.from}): ${p.what}`);

test.describe.configure({ timeout: 300_000 });

test('every link from the home page lands as a guest', async ({ page }, info) => {
  test.skip(info.project.name !== 'chromium', 'desktop project only');
  const { visited, problems } = await crawl(page, '/');
  info.annotations.push({ type: 'visited', description: `${visited.length} sayfa: ${visited.join(' ')}` });
  expect(visited.length).toBeGreaterThan(5);
  expect(report(problems)).toEqual([]);
});

test('every link from the account lands as the demo member', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'chromium', 'desktop project only');
  await useSession(context, DEMO);
  const { visited, problems } = await crawl(page, '/hesabim');
  info.annotations.push({ type: 'visited', description: `${visited.length} sayfa: ${visited.join(' ')}` });
  expect(visited.length).toBeGreaterThan(5);
  expect(report(problems)).toEqual([]);
});

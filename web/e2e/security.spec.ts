import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@carsi/mocks/members';
import { buildShop, isDevServer, previewStatic, type RunningShop } from './support/built-shop.ts';

/**
 * The strict CSP applies to builds (the dev server's React refresh preamble is an inline script), so
 * this journey runs against a mock-mode build (VITE_USE_MOCKS=true) served by `vite preview` (with the
 * headers a static host sends) and walks the main pages, collecting every `securitypolicyviolation`
 * event and every CSP console message. The journeys' own server (playwright.config.ts) is such a build;
 * when it is a dev server instead (E2E_DEV=1, or a reused `npm start`), this file builds the shop itself
 * and serves it on a free port.
 */
let shop: RunningShop | undefined;
let removeBuild: (() => Promise<void>) | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { baseURL } = test.info().project.use;
  if (baseURL && !(await isDevServer(baseURL))) {
    origin = baseURL.replace(/\/$/, '');
    return;
  }
  const built = await buildShop({ VITE_USE_MOCKS: 'true', VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '' }, 'carsi-csp-');
  removeBuild = built.remove;
  shop = await previewStatic(built.dir);
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.close();
  await removeBuild?.();
});

/** Records CSP violations from the first script on (init scripts run outside the page's CSP). */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('__reportCsp', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      report(`violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}

const FIRST_LOAD_MS = 30_000;

test('the built shop sends a strict CSP and forbids framing', async ({ request }) => {
  const response = await request.get(`${origin}/`);
  const headers = response.headers();
  // The static HTML carries its policy in a <meta>, naming its inline scripts by hash; the header adds
  // what a <meta> cannot say.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('the main pages of a mock-mode build run with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await watchCsp(page);

  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // Emotion's <style> elements took effect: the header is styled, not a bare list.
  await expect(page.getByRole('button', { name: 'Test paneli' })).toBeVisible();

  await page.goto(`${origin}/arama?q=ti%C5%9F%C3%B6rt`);
  await expect(page.getByText(/ürün bulundu/)).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.goto(`${origin}/urun/3`);
  await page.getByRole('button', { name: 'Sepete ekle' }).click();

  await page.goto(`${origin}/giris`);
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(DEMO_EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.goto(`${origin}/sepetim`);
  await expect(page.getByRole('complementary', { name: 'Sipariş özeti' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.goto(`${origin}/odeme`);
  await expect(page.getByRole('button', { name: 'Siparişi onayla' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.goto(`${origin}/hesabim`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  expect(problems).toEqual([]);
});

test('the shop cannot be framed by another page', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => problems.push(message.text()));
  await page.setContent(`<iframe src="${origin}/" title="çerçeve"></iframe>`);
  await expect.poll(() => problems.some((text) => /frame-ancestors|refused to (display|frame)/i.test(text)), { timeout: 15_000 }).toBe(true);
});

test('a logout in one tab ends the session in the other and drops what it showed', async ({ context }) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  await first.goto(`${origin}/giris`);
  await first.getByRole('textbox', { name: /^E-posta/ }).fill(DEMO_EMAIL);
  await first.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await first.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(first.getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  const second = await context.newPage();
  await second.goto(`${origin}/hesabim`);
  await expect(second.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await first.getByRole('button', { name: 'Hesabım' }).click();
  await first.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(first.getByRole('link', { name: /Giriş yap/ }).first()).toBeVisible();

  // The other tab hears of it at once (no reload, no focus change) and shows no member data any more.
  await expect(second.getByRole('link', { name: /Giriş yap/ }).first()).toBeVisible();
  await expect(second.getByRole('button', { name: 'Hesabım' })).toHaveCount(0);
  await expect(second.getByRole('heading', { name: 'Kullanıcı bilgilerim' })).toHaveCount(0);
  await expect(second.getByText(DEMO_EMAIL)).toHaveCount(0);
});

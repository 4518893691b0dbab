import { expect, test, type Page } from '@playwright/test';
import { createMockHttpServer, listen } from '@carsi/mocks/http-server';
import { DEMO_TOKEN } from '@carsi/mocks/members';
import { handlers } from '@carsi/mocks/node';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildAndPreview, type BuiltShop } from './support/built-shop.ts';
import { collectPageErrors } from './support/console.ts';

/**
 * The front doors as a build for real services ships them (issue 12): the mock backend served over
 * HTTP stands in for the three services, a real-services build draws the home page and the cart with
 * their content, and `vite preview` serves them as the shop's host does (prerendered pages, the shell
 * for every other address, pictures under /images from the main service). A visitor sees the page
 * before any script runs; the app then takes the page over without redrawing it.
 */
// One build and one mock service per project: the file's journeys share them in one worker.
test.describe.configure({ mode: 'serial' });
let services: Server | undefined;
let shop: BuiltShop | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  services = createMockHttpServer(handlers);
  const api = `http://127.0.0.1:${await listen(services, 0)}`;
  shop = await buildAndPreview({ VITE_USE_MOCKS: '', VITE_MAIN_API_URL: api, VITE_CONTENT_API_URL: api, VITE_LIVE_API_URL: api }, 'carsi-prerender-');
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.close();
  services?.close();
});

/** True once the app has taken the page over (the below-the-fold showcases are the app's own). */
const appStarted = (page: Page) => expect(page.getByRole('heading', { name: 'Haftanın Fırsatları' })).toBeVisible({ timeout: 15_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its greeting, campaign picture and categories, and the cart its empty state', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeVisible();
    const lead = page.getByRole('img', { name: 'Kış İndirimi Başladı' });
    await expect(lead).toBeVisible();
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Öne çıkan kategoriler' }).getByRole('link')).not.toHaveCount(0);
    expect(await page.title()).toBe('Çarşı — Online Alışveriş');
    // The header search works as a plain form until the app takes over.
    await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).fill('telefon');
    await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).press('Enter');
    await expect(page).toHaveURL(`${origin}/arama?q=telefon`);

    await page.goto(`${origin}/sepetim`);
    await expect(page.getByText('Sepetinizde ürün bulunmuyor.')).toBeVisible();
    expect(await page.title()).toBe('Sepetim — Çarşı');
  });
});

test('the app takes the home page over without redrawing it; its links then move within the app', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${origin}/`);
  // The first campaign picture drawn by the build is the element the app keeps.
  await page.getByRole('img', { name: 'Kış İndirimi Başladı' }).evaluate((img) => img.setAttribute('data-drawn-by-build', ''));
  await appStarted(page);
  await expect(page.locator('img[data-drawn-by-build]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Sepetim, boş' }).click();
  await expect(page).toHaveURL(`${origin}/sepetim`);
  await expect(page.getByText('Sepetinizde ürün bulunmuyor.')).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('what a visitor types into the search before the app takes over stays in the field', async ({ page }) => {
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' });
  await search.pressSequentially('telefon', { delay: 30 });
  await appStarted(page);
  // The suggestion box replaces the plain field once the browser is idle; the text and focus carry over.
  await expect(page.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' })).toHaveValue('telefon', { timeout: 15_000 });
});

test('a member and a visitor with a cart land on the prerendered pages and see their own header and cart', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'carsi_token', value: DEMO_TOKEN, url: origin, sameSite: 'Lax' }]);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: 15_000 });
  await context.clearCookies();

  await page.goto(`${origin}/urun/1`);
  await page.getByRole('button', { name: 'Sepete ekle' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
  await page.goto(`${origin}/sepetim`);
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Sepetinizde ürün bulunmuyor.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('every other address gets the client-rendered shell, never a prerendered page', async ({ page }) => {
  const shell = await readFile(join(shop?.outDir ?? '', 'spa.html'), 'utf8');
  expect(shell).not.toContain('data-prerendered');
  await page.goto(`${origin}/urun/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
});

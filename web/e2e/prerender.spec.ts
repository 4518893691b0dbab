import { expect, test, type Page } from '@playwright/test';
import { DEMO_TOKEN } from '@carsi/mocks/members';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverDirOf } from '../server/server-build.ts';
import { spawnHost, spawnMockServices, type RunningHost } from '../server/spawn-host.ts';
import { buildAndPreview, type BuiltShop } from './support/built-shop.ts';
import { collectPageErrors } from './support/console.ts';
import { expectDrawnHome, markDrawnLeadPicture } from './support/drawn-home.ts';
import { watchSignInFrames } from './support/sign-in-watch.ts';

/**
 * The shop as a build for real services ships it (issue 12): the mock backend served over HTTP stands
 * in for the three services. A real-services build draws the home page and the cart with their
 * content, and `vite preview` serves them as a static host does (prerendered pages, the shell for every
 * other address, pictures under /images from the main service). The same build's own host
 * (`npm run serve`, web/server/) draws every public page per request. A visitor sees the page before
 * any script runs; the app then takes the page over without redrawing it.
 */
// One build and one mock service per project: the file's journeys share them in one worker.
test.describe.configure({ mode: 'serial' });
let services: RunningHost | undefined;
let shop: BuiltShop | undefined;
let host: RunningHost | undefined;
let origin = '';
/** The shop's own host, drawing pages per request. */
let drawing = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  services = await spawnMockServices();
  const api = services.origin;
  shop = await buildAndPreview({ VITE_USE_MOCKS: '', VITE_MAIN_API_URL: api, VITE_CONTENT_API_URL: api, VITE_LIVE_API_URL: api }, 'carsi-prerender-');
  origin = shop.origin;
  host = await spawnHost(serverDirOf(shop.outDir));
  drawing = host.origin;
});

test.afterAll(async () => {
  await host?.close();
  await shop?.close();
  await services?.close();
});

/** True once the app has taken the page over (the below-the-fold showcases are the app's own). */
const appStarted = (page: Page) => expect(page.getByRole('heading', { name: 'Haftanın Fırsatları' })).toBeVisible({ timeout: 15_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its greeting, campaign picture and categories, and the cart its empty state', async ({ page }) => {
    await expectDrawnHome(page, origin);
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
  const drawnPicture = await markDrawnLeadPicture(page);
  await appStarted(page);
  await expect(drawnPicture).toHaveCount(1);
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
  // The suggestion box replaces the plain field the visitor reached for; the text and focus carry over.
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
  // Every frame of the cart's load: the drawn page must not tell a visitor with an item that the cart is empty.
  await page.addInitScript(() => {
    const watch = { emptyCartShown: false };
    Object.assign(window, { cartWatch: watch });
    const look = () => {
      for (const text of document.querySelectorAll('p')) {
        if (text.textContent === 'Sepetinizde ürün bulunmuyor.' && text.checkVisibility({ visibilityProperty: true })) watch.emptyCartShown = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`${origin}/sepetim`);
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Sepetinizde ürün bulunmuyor.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cartWatch: { emptyCartShown: boolean } }).cartWatch.emptyCartShown)).toBe(false);
  expect(errors).toEqual([]);
});

test('a member pays for a cart: the order call crosses to the services with its idempotency key', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'carsi_token', value: DEMO_TOKEN, url: origin, sameSite: 'Lax' }]);
  await page.goto(`${origin}/urun/2`);
  await page.getByRole('button', { name: 'Sepete ekle' }).first().click();
  // As a member would: the confirmation first, then the cart.
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Sepetim, \d+ ürün$/ }).click();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  // The demo member pays with the saved card the page offers first.
  const payment = page.getByRole('form', { name: 'Ödeme' });
  await expect(payment.getByRole('radio', { name: /Maaş kartım/, checked: true })).toBeVisible();
  const orderCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/marketplace/order/create'));
  await payment.getByRole('button', { name: 'Siparişi onayla' }).click();
  expect(await (await orderCall).headerValue('idempotency-key')).toMatch(/\S{8,}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every other address gets the client-rendered shell, never a prerendered page', async ({ page }) => {
  const shell = await readFile(join(shop?.outDir ?? '', 'spa.html'), 'utf8');
  expect(shell).not.toContain('data-prerendered');
  await page.goto(`${origin}/urun/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
});

test.describe('pages drawn per request by the shop\'s host', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a product, a search and a filtered section home show their content; a member\'s page is left to the app', async ({ page }) => {
      await page.goto(`${drawing}/urun/1`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
      await expect(page.getByRole('button', { name: 'Sepete ekle' }).first()).toBeVisible();
      const picture = page.locator('#root main img').first();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await page.goto(`${drawing}/arama?q=telefon`);
      await expect(page.getByRole('heading', { level: 1, name: /“telefon”/ })).toBeVisible();
      await expect(page.locator('#root main a[href^="/urun/"]').first()).toBeVisible();

      const count = async (address: string) => {
        await page.goto(`${drawing}${address}`);
        return Number((await page.getByRole('status').filter({ hasText: 'ilan bulundu' }).innerText()).replace(/\D/g, ''));
      };
      const all = await count('/pazar');
      const asNew = await count('/pazar?durum=NEW');
      expect(asNew).toBeGreaterThan(0);
      expect(asNew).toBeLessThan(all);
      await expect(page.getByRole('combobox', { name: 'Durum' })).toHaveText('Yeni');

      await page.goto(`${drawing}/hesabim/siparislerim`);
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    });
  });

  test('the app takes a search over without redrawing it; its links then move within the app', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${drawing}/arama?q=telefon`);
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-drawn-by-host', ''));
    // The app is running once the header's search, reached for, has become the suggestion box.
    await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).focus();
    await expect(page.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('h1[data-drawn-by-host]')).toHaveCount(1);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.locator('#root main a[href^="/urun/"]').first().click();
    await expect(page).toHaveURL(/\/urun\/\d+$/);
    await expect(page.getByRole('button', { name: 'Sepete ekle' }).first()).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a member lands on a drawn product page: no frame shows a visitor's sign-in, and the app shows their account", async ({ page, context }) => {
    const errors = collectPageErrors(page);
    await context.addCookies([{ name: 'carsi_token', value: DEMO_TOKEN, url: drawing, sameSite: 'Lax' }]);
    const signInShown = await watchSignInFrames(page);
    await page.goto(`${drawing}/urun/1`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş yap' })).toHaveCount(0);
    expect(await signInShown()).toBe(false);
    expect(errors).toEqual([]);
  });

  test("a page outside the marketplace's route table: a failed load of that table keeps the layout and offers a retry that brings the page", async ({ page }) => {
    // The table of every page but the marketplace's loads on its own (app/router.tsx); here it cannot.
    const otherRoutes = '**/assets/other-routes-*.js';
    await page.route(otherRoutes, (route) => route.abort());
    await page.goto(`${drawing}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/giris$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Bir şeyler ters gitti' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Çarşı ana sayfa' })).toBeVisible();

    await page.unroute(otherRoutes);
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: /^E-posta/ })).toBeVisible();
  });

  test('the app takes a product page over without adding a style rule or moving the drawn styles', async ({ page }) => {
    // Every style rule the page's scripts add to a stylesheet, as Emotion does for a style it has not seen,
    // and every components' style tag taken out of the document (a moved tag is parsed again).
    await page.addInitScript(() => {
      const added: string[] = [];
      const moved: string[] = [];
      Object.assign(window, { addedStyleRules: added, movedStyleTags: moved });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        added.push(rule);
        return insertRule.call(this, rule, index);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLStyleElement && !node.getAttribute('data-emotion')?.startsWith('css-global')) moved.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${drawing}/urun/1`);
    // Hydrated: React has claimed the page's last drawn element and the footer's (its expando keys).
    await page.waitForFunction(() => ['#root main', '#root footer'].every((part) => {
      const last = [...(document.querySelector(part)?.querySelectorAll('*') ?? [])].at(-1);
      return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
    }), undefined, { timeout: 15_000 });
    const styles = await page.evaluate(() => {
      const { addedStyleRules, movedStyleTags } = window as unknown as { addedStyleRules: string[]; movedStyleTags: string[] };
      return { addedStyleRules, movedStyleTags };
    });
    expect(styles.addedStyleRules).toEqual([]);
    expect(styles.movedStyleTags).toEqual([]);
  });

  test('a tap on Sepete ekle before the app has started puts the product in the cart once it has', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The app's code arrives only when the test says so, as on a slow phone.
    let deliverApp = () => {};
    const appDelivered = new Promise<void>((resolve) => (deliverApp = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appDelivered;
      await route.continue();
    });
    await page.goto(`${drawing}/urun/1`);
    await page.getByRole('button', { name: 'Sepete ekle' }).first().click();
    // The drawn header does not know this device's cart: it names the cart without a count.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim', exact: true })).toBeVisible();
    deliverApp();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
    expect(host?.warnings).toEqual([]);
  });
});

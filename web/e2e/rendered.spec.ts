import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { DEMO_TOKEN } from '@carsi/mocks/members';
import { renderedShopOrigin } from './support/e2e-ports.ts';
import { collectPageErrors } from './support/console.ts';
import { watchSignInFrames } from './support/sign-in-watch.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

/**
 * The shop as a build for real services ships it: the mock backend served over HTTP stands in for the
 * three services, and the shop's own host (`npm run serve`: React Router's request handler) renders
 * every page with its data. A visitor sees the page before any script runs; the app then hydrates it.
 * One such shop serves the whole run (e2e/support/serve-rendered-shop.ts, started by playwright.config.ts);
 * each test keeps what it changes (carts, orders) in its own world on the mock backend, as every request
 * of its browser names it (e2e/support/world.ts), so the tests run in any order and side by side.
 */
const origin = renderedShopOrigin();

/** True once the app has hydrated the page: the header's search has become the suggestion box. */
async function appStarted(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).focus();
  await expect(page.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' })).toBeVisible({ timeout: 15_000 });
}

/** The app's code arrives only when the test calls the function returned, as on a slow phone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let deliverApp = () => {};
  const appDelivered = new Promise<void>((resolve) => (deliverApp = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await appDelivered;
    await route.continue();
  });
  return deliverApp;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a product, a search and a filtered section home show their content', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeVisible();
    expect(await page.title()).toBe('Çarşı — Online Alışveriş');

    await page.goto(`${origin}/urun/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('button', { name: 'Sepete ekle' }).first()).toBeVisible();
    const picture = page.locator('main img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${origin}/arama?q=telefon`);
    await expect(page.getByRole('heading', { level: 1, name: /“telefon”/ })).toBeVisible();
    await expect(page.locator('main a[href^="/urun/"]').first()).toBeVisible();

    const count = async (address: string) => {
      await page.goto(`${origin}${address}`);
      return Number((await page.getByRole('status').filter({ hasText: 'ilan bulundu' }).innerText()).replace(/\D/g, ''));
    };
    const all = await count('/pazar');
    const asNew = await count('/pazar?durum=NEW');
    expect(asNew).toBeGreaterThan(0);
    expect(asNew).toBeLessThan(all);
    await expect(page.getByRole('combobox', { name: 'Durum' }).locator('option:checked')).toHaveText('Yeni');

    // The header search works as a plain form.
    await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).fill('elbise');
    await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).press('Enter');
    await expect(page).toHaveURL(`${origin}/arama?q=elbise`);
  });

  test('a product page tells crawlers its address, its card and its offer; an unknown product is a 404', async ({ page }) => {
    const response = await page.goto(`${origin}/urun/1?siralama=fiyat-artan&utm_source=paylasim`);
    expect(response?.status()).toBe(200);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/urun/1`);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    const title = await page.title();
    expect(title).toMatch(/ — Çarşı$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/urun/1`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const things = structured.map((text) => JSON.parse(text) as { '@type': string; name?: string; offers?: { price: string; priceCurrency: string } });
    const product = things.find((thing) => thing['@type'] === 'Product');
    expect(product?.name).toBe(title.replace(/ — Çarşı$/, ''));
    expect(product?.offers).toMatchObject({ priceCurrency: 'TRY', price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(things.map((thing) => thing['@type'])).toContain('BreadcrumbList');

    const missing = await page.goto(`${origin}/urun/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // An article opened by its id moves for good to its slug address.
    const byId = await page.request.get(`${origin}/blog/yazi/1`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toMatch(/^\/blog\/[a-z0-9-]+$/);

    // One person's pages are never search results.
    await page.goto(`${origin}/sepetim`);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the footer comes whole: every static page and the popular searches, as after the app starts', async ({ page }) => {
    await page.goto(`${origin}/sepetim`);
    const footer = page.getByRole('contentinfo');
    // "Çerez Politikası" is one of the content service's pages beyond the four the footer falls back on.
    await expect(footer.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/sayfa/cerez-politikasi');
    const searches = footer.getByRole('navigation', { name: 'Popüler aramalar' }).locator('a[href^="/arama?q="]');
    expect(await searches.count()).toBeGreaterThan(0);
  });

  test('an address no page has is a true 404 inside the shop', async ({ page }) => {
    const response = await page.goto(`${origin}/boyle-bir-sayfa-yok`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test("a visitor's members' page is a redirect to the login page, which brings them back", async ({ page, request }) => {
    const answer = await request.get(`${origin}/hesabim/siparislerim`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/giris?redirectTo=%2Fhesabim%2Fsiparislerim');
    await page.goto(`${origin}/odeme`);
    await expect(page).toHaveURL(`${origin}/giris?redirectTo=%2Fodeme`);
    await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  });
});

test('the app hydrates a search without rendering it anew; its links then move within the app', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${origin}/arama?q=telefon`);
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-rendered-by-server', ''));
  await appStarted(page);
  await expect(page.locator('h1[data-rendered-by-server]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.locator('main a[href^="/urun/"]').first().click();
  await expect(page).toHaveURL(/\/urun\/\d+$/);
  await expect(page.getByRole('button', { name: 'Sepete ekle' }).first()).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tap on Sepete ekle before the app has arrived is a form post: the page comes back with the product in the cart, and a reload does not post again', PHONE_LAYOUT, async ({ page }) => {
  const errors = collectPageErrors(page);
  const deliverApp = await holdAppCode(page);
  await page.goto(`${origin}/urun/1`, { waitUntil: 'commit' });
  // The server renders the header from this device's cart (its cookie): empty so far.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, boş' })).toBeVisible();
  await page.getByRole('button', { name: 'Sepete ekle' }).first().click();
  // Without any of the app's code: the server put it in the cart and says so.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/urun/1');
  // The app hydrates the same page with the same cart.
  deliverApp();
  await appStarted(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' }).click();
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeVisible();
  // Back on the answered page and reloaded: it is shown again, not posted again, and the notice is gone.
  await page.goBack();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  const posts: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && request.isNavigationRequest() && posts.push(request.url())));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sepete ekle' }).first()).toBeVisible();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});

test('an order chosen in a list before the app has arrived takes effect once it has', PHONE_LAYOUT, async ({ page }) => {
  const errors = collectPageErrors(page);
  const deliverApp = await holdAppCode(page);
  await page.goto(`${origin}/arama?q=telefon`, { waitUntil: 'commit' });
  const order = page.getByRole('combobox', { name: 'Sıralama', exact: true });
  // The phone's own picker works without the app: the choice shows, and nothing else happens yet.
  await order.selectOption({ label: 'En düşük fiyat' });
  expect(new URL(page.url()).searchParams.get('siralama')).toBeNull();
  deliverApp();
  await appStarted(page);
  await expect(page).toHaveURL(/siralama=PRICE_BY_ASC/);
  await expect(order.locator('option:checked')).toHaveText('En düşük fiyat');
  const prices = await page.getByRole('list', { name: '“telefon” için sonuçlar' }).locator('.product-card__price').allInnerTexts();
  const amounts = prices.map((price) => Number(price.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(errors).toEqual([]);
});

test("a member lands on a product page: no frame shows a visitor's sign-in, and the header shows their account", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'carsi_token', value: DEMO_TOKEN, url: origin, sameSite: 'Lax' }]);
  const signInShown = await watchSignInFrames(page);
  await page.goto(`${origin}/urun/1`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş yap' })).toHaveCount(0);
  expect(await signInShown()).toBe(false);
  expect(errors).toEqual([]);
});

test('a member pays for a cart: the order call crosses to the services with its idempotency key', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'carsi_token', value: DEMO_TOKEN, url: origin, sameSite: 'Lax' }]);
  await page.goto(`${origin}/urun/2`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Sepete ekle' }).first().click();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Sepetim, \d+ ürün$/ }).click();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  const payment = page.getByRole('form', { name: 'Ödeme' });
  await expect(payment.getByRole('radio', { name: /Maaş kartım/, checked: true })).toBeVisible();
  const orderCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/marketplace/order/create'));
  await payment.getByRole('button', { name: 'Siparişi onayla' }).click();
  expect(await (await orderCall).headerValue('idempotency-key')).toMatch(/\S{8,}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every page answer carries a fresh nonce for its inline scripts and the security headers; nothing violates the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto(`${origin}/urun/1`);
  const second = await page.goto(`${origin}/urun/1`);
  const policy = (await first?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect((await second?.allHeaders())?.['content-security-policy']).not.toBe(policy);
  expect((await first?.allHeaders())?.['x-frame-options']).toBe('DENY');
  await appStarted(page);
  expect(violations).toEqual([]);
});

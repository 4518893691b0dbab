import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { expectVisibleFocus, focused, tabTo } from './support/keyboard.ts';
import { screenReaderProblems } from './support/screen-reader.ts';
import { DEMO, useSession } from './support/session.ts';

/** A page's first visit also starts the in-browser mock backend (and CI shares two cores). */
const FIRST_LOAD_MS = 60_000;

/** The main area has the focus (the skip link's target), or something inside it. */
const focusIsInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

/**
 * The page as a screen reader reads it: every control named, in Turkish, and prices whole. Loading
 * placeholders are gone first, so the tree is the page the visitor works with.
 */
async function expectReadable(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /yükleniyor/i })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await expect.poll(() => screenReaderProblems(page), { timeout: 15_000 }).toEqual([]);
}

test('keyboard only: skip link, search, product, cart, checkout and order, with a visible focus at every step', async ({ page, context }) => {
  test.setTimeout(240_000);
  // A member who has an address and a saved card (signing in has journeys of its own).
  await useSession(context, DEMO);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Sepetim/ });
  await expect(cartLink).toBeVisible({ timeout: FIRST_LOAD_MS });
  const cartBefore = (await cartLink.getAttribute('aria-label')) ?? (await cartLink.textContent()) ?? '';
  await expectReadable(page);

  // The first Tab shows the skip link; Enter puts the keyboard in the main area.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'İçeriğe geç' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusIsInMain(page)).toBe(true);
  // From the main area, the next Tab lands inside it, not back at the top of the page.
  await page.keyboard.press('Tab');
  expect((await focused(page)).landmark).toBe('main');

  // Search from the header: Shift+Tab back to the search box, type, Enter.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' });
  await tabTo(page, search, { back: true });
  await page.keyboard.type('tişört');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/arama\?q=ti%C5%9F%C3%B6rt/);
  const results = page.getByRole('list', { name: '“tişört” için sonuçlar' });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectReadable(page);

  // The first result, by Tab from the results' heading onwards.
  const firstResult = results.getByRole('listitem').first().getByRole('link').first();
  await tabTo(page, firstResult, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/urun\/\d+/);
  const addToCart = page.getByRole('button', { name: 'Sepete ekle' });
  await expect(addToCart).toBeVisible({ timeout: FIRST_LOAD_MS });
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await expectReadable(page);

  await tabTo(page, addToCart, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(cartLink).not.toHaveAccessibleName(cartBefore);

  // To the cart: back up to the header's cart link.
  await tabTo(page, cartLink, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sepetim$/);
  const lines = page.getByRole('list', { name: 'Sepetteki ürünler' });
  await expect(lines.getByRole('link', { name: title }).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectReadable(page);
  const toPayment = page.getByRole('button', { name: 'Ödemeye geç' });
  await tabTo(page, toPayment, { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  // The member's address and saved card are chosen already; confirm the order from the keyboard.
  const confirm = page.getByRole('button', { name: 'Siparişi onayla' });
  await expect(confirm).toBeEnabled();
  await expectReadable(page);
  await tabTo(page, confirm, { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectReadable(page);
  const view = page.getByRole('link', { name: 'Siparişi görüntüle' });
  await tabTo(page, view, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Sipariş no \d{10}$/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectReadable(page);
});

test('keyboard only: Tab goes round the whole product page and back again, leaving every widget (no trap outside dialogs)', async ({ page, context }) => {
  test.setTimeout(180_000);
  await useSession(context, DEMO);
  await page.goto('/urun/3');
  await expect(page.getByRole('button', { name: 'Sepete ekle' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('status', { name: /yükleniyor/i })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  const skip = page.getByRole('link', { name: 'İçeriğe geç' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  // From the skip link round the page (header, the product's widgets, footer) to the skip link again,
  // forwards and then backwards: a widget that kept the focus would never let the round close.
  for (const back of [false, true]) {
    const round = await tabTo(page, skip, { back, max: 400 });
    const where = new Set(round.map((stop) => stop.landmark));
    expect([...where].sort(), `the round ${back ? 'backwards' : 'forwards'} passes header, main and footer`).toEqual(expect.arrayContaining(['banner', 'contentinfo', 'main']));
    expect(round.some((stop) => stop.label.includes('Sepete ekle')), 'the round passes the product’s main action').toBe(true);
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical findings of axe on the page as it is now (WCAG 2.1 A and AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/giris');
  await page.getByRole('textbox', { name: /^E-posta/ }).fill('demo@carsi.test');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible();
}

/** A page's first visit also bundles its code on a cold dev server (and CI shares two cores). */
const FIRST_LOAD_MS = 30_000;

const pages: { name: string; path: string; ready: (page: Page) => Promise<void>; member?: boolean }[] = [
  { name: 'home', path: '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'listing', path: '/arama?q=ti%C5%9F%C3%B6rt', ready: (p) => expect(p.getByText(/ürün bulundu/)).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'product', path: '/urun/3', ready: (p) => expect(p.getByRole('button', { name: 'Sepete ekle' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'cart', path: '/sepetim', member: true, ready: (p) => expect(p.getByRole('complementary', { name: 'Sipariş özeti' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'payment', path: '/odeme', member: true, ready: (p) => expect(p.getByRole('button', { name: 'Siparişi onayla' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'account', path: '/hesabim', member: true, ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: FIRST_LOAD_MS }) },
  { name: 'orders', path: '/hesabim/siparislerim', member: true, ready: (p) => expect(p.getByRole('article').first()).toBeVisible({ timeout: FIRST_LOAD_MS }) },
];

for (const { name, path, ready, member } of pages) {
  test(`${name} has no serious or critical accessibility problems`, async ({ page }) => {
    test.setTimeout(90_000);
    if (member) await logIn(page);
    await page.goto(path);
    await ready(page);
    // Loading placeholders (skeletons named "… yükleniyor", lazy parts of the page) are gone first.
    await expect(page.getByRole('status').filter({ hasText: /yükleniyor/i })).toHaveCount(0);
    await expect(page.getByRole('status', { name: /yükleniyor/i })).toHaveCount(0, { timeout: FIRST_LOAD_MS });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

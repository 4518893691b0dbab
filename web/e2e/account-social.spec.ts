import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { DEMO, test } from './support/session.ts';
import { containing } from './support/text.ts';
import { successToast, toast } from './support/toast.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ member: DEMO });
/** The first page of a fresh browser context also starts the mock backend. */
const FIRST_LOAD_MS = 90_000;

/**
 * Chooses `stars` in a rating form by keyboard, as the marketplace's rating journey does: the star
 * below is focused and the arrow moves on (a pointer click picks the star under the pointer the same way).
 */
async function chooseStars(page: Page, form: Locator, stars: number): Promise<void> {
  await form.getByRole('radio', { name: `${stars - 1} yıldız` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: `${stars} yıldız` })).toBeChecked();
}

test('Takip ettiklerim lists the followed stores; one is unfollowed and its link leads to the store', async ({ page }) => {
  await page.goto('/hesabim/takip-ettiklerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Takip ettiklerim' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const stores = page.getByRole('list', { name: 'Takip ettiğiniz mağazalar' }).getByRole('listitem');
  await expect(stores.first()).toBeVisible();
  const count = await stores.count();
  await expect(stores.first().getByText(/^Puan \d+,\d · [\d.]+ takipçi$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = stores.first();
  const name = ((await first.getByRole('link').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  // The seed has the demo member follow two stores: one stays to be visited.
  expect(count).toBeGreaterThan(1);
  const second = ((await stores.nth(1).getByRole('link').textContent()) ?? '').trim();
  await first.getByRole('button', { name: `${name} mağazasını takibi bırak` }).click();
  await expect(toast(page, successToast('unfollowSeller'))).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(stores).toHaveCount(count - 1);
  await page.reload();
  await expect(page.getByRole('link', { name: second, exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: second, exact: true }).click();
  await expect(page).toHaveURL(/\/magaza\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
});

test('a seller is rated from "Yeni"; the rating is edited while waiting for approval, then deleted', async ({ page }) => {
  await page.goto('/hesabim/degerlendirmelerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Değerlendirmelerim' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('group', { name: 'Değerlendirme türü' }).getByRole('button', { name: 'Satıcı değerlendirmeleri' }).click();
  await expect(page).toHaveURL(/tur=SELLER/);
  // A seller's card names no seller under it, as a product's does ("Satıcı: …"): the list has switched.
  const seller = page.getByRole('main').getByRole('article').filter({ hasNotText: 'Satıcı:' }).first();
  await expect(seller).toBeVisible();
  const name = (await seller.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  expect(await seriousViolations(page)).toEqual([]);

  await seller.getByRole('button', { name: `Değerlendir: ${name}` }).click();
  await chooseStars(page, seller, 4);
  await seller.getByLabel('Yorumunuz (isteğe bağlı)').fill('Hızlı kargo, iletişim kolaydı.');
  await seller.getByRole('button', { name: 'Değerlendir' }).click();
  await expect(toast(page, successToast('createSellerRating'))).toBeVisible();

  // Waiting for approval: the member can still change it.
  await page.getByRole('tab', { name: 'Onay bekleyen' }).click();
  await expect(page).toHaveURL(/sekme=pending/);
  const written = page.getByRole('article', { name, exact: true }).filter({ hasText: 'Hızlı kargo, iletişim kolaydı.' });
  await expect(written.getByText('Onay bekliyor')).toBeVisible();
  await expect(written.getByRole('img', { name: '5 üzerinden 4 puan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await written.getByRole('button', { name: `${name} değerlendirmesini düzenle` }).click();
  await chooseStars(page, page.getByRole('article', { name, exact: true }), 2);
  await page.getByRole('article', { name, exact: true }).getByLabel('Yorumunuz (isteğe bağlı)').fill('Ürün eksik geldi, satıcı geç döndü.');
  await page.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, successToast('updateSellerRating'))).toBeVisible();
  const edited = page.getByRole('article', { name, exact: true }).filter({ hasText: 'Ürün eksik geldi, satıcı geç döndü.' });
  await expect(edited.getByRole('img', { name: '5 üzerinden 2 puan' })).toBeVisible();

  await edited.getByRole('button', { name: `${name} değerlendirmesini sil` }).click();
  await expect(toast(page, successToast('deleteSellerRating'))).toBeVisible();
  await expect(page.getByText('Ürün eksik geldi, satıcı geç döndü.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Onay bekleyen', selected: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Değerlendirmelerim' })).toBeVisible();
  await expect(page.getByText('Ürün eksik geldi, satıcı geç döndü.')).toHaveCount(0);
});

test('the products a member opened come back under "Son gezdiğiniz ürünler" on the next product', async ({ page }) => {
  const rail = page.getByRole('region', { name: 'Son gezdiğiniz ürünler' });
  /** A product card's link: its name is the product's name with its price and rating. */
  const card = (name: string) => rail.getByRole('link', { name: containing(name) });
  const productName = async (): Promise<string> => ((await page.getByRole('heading', { level: 1 }).textContent({ timeout: FIRST_LOAD_MS })) ?? '').trim();

  await page.goto('/urun/7');
  const first = await productName();
  expect(first).not.toBe('');
  await page.goto('/urun/8');
  const second = await productName();
  expect(second).not.toBe(first);
  // The product on screen is not in its own rail; the one opened before is.
  await rail.scrollIntoViewIfNeeded();
  await expect(card(first).first()).toBeVisible();
  await expect(card(second)).toHaveCount(0);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  // Still there after a reload (the list is the server's, not the page's memory), and the link leads back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible({ timeout: 60_000 });
  await rail.scrollIntoViewIfNeeded();
  await card(first).first().click();
  await expect(page).toHaveURL(/\/urun\/7$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(card(second).first()).toBeVisible();
});

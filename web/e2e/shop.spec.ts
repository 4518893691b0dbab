import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@carsi/mocks/members';
import { journeyShots } from './support/shots.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

test('a visitor searches, sorts and filters, reloads the same listing, and puts a product in the cart', PHONE_LAYOUT, async ({ page }, testInfo) => {
  // A long journey on a shared machine; a cold dev server also bundles each new page once.
  test.setTimeout(180_000);
  const shot = journeyShots(page, testInfo, 'shop');

  await page.goto('/');
  // The first visit also starts the mock service worker (and, on a cold dev server, bundles code).
  await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeVisible({ timeout: 30_000 });

  // The header's plain field becomes the suggestion box when reached for; it groups suggestions by
  // kind and Enter searches the typed text.
  await page.getByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' }).click();
  const search = page.getByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' });
  await search.fill('tişört');
  await expect(page.getByRole('option', { name: 'Tişört' }).first()).toBeVisible();
  await expect(page.getByText('Kategoriler', { exact: true })).toBeVisible();
  await search.press('Escape');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/arama\?q=ti%C5%9F%C3%B6rt/);
  await expect(page.getByRole('heading', { level: 1, name: '“tişört” için sonuçlar' })).toBeVisible();
  await expect(page.getByText('8 ürün bulundu')).toBeVisible();

  // Sort by lowest price, then keep only the LC Waikiki brand.
  await page.getByRole('combobox', { name: 'Sıralama', exact: true }).selectOption({ label: 'En düşük fiyat' });
  await expect(page).toHaveURL(/siralama=PRICE_BY_ASC/);
  const brand = page.getByRole('combobox', { name: 'Marka', exact: true });
  await brand.selectOption({ label: (await brand.getByRole('option', { name: /^LC Waikiki \(/ }).textContent()) ?? '' });
  await expect(page).toHaveURL(/marka=lc-waikiki/);
  await expect(page.getByText('3 ürün bulundu')).toBeVisible();
  const grid = page.getByRole('list', { name: '“tişört” için sonuçlar' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  const titlesBefore = await grid.getByRole('listitem').allTextContents();
  await shot('01-listing');

  // The address holds the whole state: a reload shows the same products in the same order.
  await page.reload();
  await expect(page.getByText('3 ürün bulundu')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Sıralama', exact: true }).locator('option:checked')).toHaveText('En düşük fiyat');
  await expect(page.getByRole('button', { name: /Marka: LC Waikiki filtresini kaldır/ })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  expect(await grid.getByRole('listitem').allTextContents()).toEqual(titlesBefore);

  // Open the cheapest one and put two in the cart.
  await grid.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/urun\/\d+/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Tişört');
  const title = (await heading.textContent()) ?? '';
  await expect(page.getByRole('heading', { name: 'Soru ve cevaplar' })).toBeVisible();
  await page.getByRole('group', { name: 'Adet' }).getByRole('button', { name: 'Bir artır' }).click();
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeVisible();
  await shot('02-product');

  await page.getByRole('link', { name: 'Sepetim, 2 ürün' }).click();
  await expect(page).toHaveURL(/\/sepetim$/);
  const lines = page.getByRole('list', { name: 'Sepetteki ürünler' });
  await expect(lines.getByRole('link', { name: title })).toBeVisible();
  await expect(lines.getByRole('group', { name: `${title} adedi` })).toContainText('2');
  await expect(page.getByRole('complementary', { name: 'Sipariş özeti' })).toContainText('Toplam');
  await shot('03-cart');

  // Paying asks a visitor to log in and comes back to the payment page.
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/giris\?redirectTo=%2Fodeme/);
  await expect(page.getByText(/^Siparişinizi tamamlamak için giriş yapın\./)).toBeVisible();
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(DEMO_EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/odeme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Teslimat adresi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi onayla' })).toBeVisible();
  // The coupon a visitor could not use in the cart is applied on the payment page.
  const coupons = page.getByRole('region', { name: 'İndirim kuponu' });
  await coupons.getByRole('textbox', { name: 'Kupon kodu' }).fill('CARSI10');
  await coupons.getByRole('button', { name: 'Uygula', exact: true }).click();
  await expect(coupons.getByText(/^Uygulanan kupon: CARSI10/)).toBeVisible();
  await expect(page.getByText(/^Kupon \(CARSI10\)/)).toBeVisible();
  await shot('04-payment');
});

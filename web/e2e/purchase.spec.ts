import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { journeyShots } from './support/shots.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

const uniqueEmail = (project: string): string => `alici-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ornek.com`;

test('a guest fills the cart, registers, pays, follows the order to delivery and returns it', PHONE_LAYOUT, async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const shot = journeyShots(page, testInfo, 'purchase');
  // The mock backend moves a placed order on with the clock; the test fast-forwards it instead of waiting.
  await page.clock.install();

  await page.goto('/arama?q=ti%C5%9F%C3%B6rt');
  const results = page.getByRole('list', { name: '“tişört” için sonuçlar' });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await results.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/urun\/\d+/);
  await expect(page.getByRole('button', { name: 'Sepete ekle' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

  // Registering pushes the guest cart to the new account.
  await page.getByRole('link', { name: 'Giriş yap' }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Üye ol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Üye ol' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(uniqueEmail(testInfo.project.name));
  await page.locator('input[name="password"]').fill('Carsi2026');
  await page.getByRole('checkbox', { name: /KVKK/ }).check();
  await page.getByRole('radio', { name: 'Pazaryeri' }).check();
  await page.getByRole('button', { name: 'Üye ol' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

  await page.getByRole('link', { name: 'Sepetim, 1 ürün' }).click();
  await expect(page.getByRole('list', { name: 'Sepetteki ürünler' }).getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();

  // A new member has no address yet: the form is open, il → ilçe → mahalle come from the location calls.
  const addressForm = page.getByRole('form', { name: 'Yeni adres formu' });
  await addressForm.getByRole('textbox', { name: /^Adres adı/ }).fill('Ev');
  await addressForm.getByRole('textbox', { name: /^Ad\s*\*?$/ }).fill('Deniz');
  await addressForm.getByRole('textbox', { name: /^Soyad/ }).fill('Kara');
  await addressForm.getByRole('textbox', { name: /^Cep telefonu/ }).fill('5321234567');
  await addressForm.getByRole('combobox', { name: /^İl\s*\*?$/ }).selectOption('İstanbul');
  await addressForm.getByRole('combobox', { name: /^İlçe/ }).selectOption('Kadıköy');
  await addressForm.getByRole('combobox', { name: /^Mahalle/ }).selectOption({ index: 1 });
  await addressForm.getByRole('textbox', { name: /^Adres\s*\*?$/ }).fill('Moda Caddesi No: 10 Daire: 3');
  await addressForm.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Teslimat adresi' }).getByRole('radio', { checked: true })).toBeVisible();

  const payment = page.getByRole('form', { name: 'Ödeme' });
  await payment.getByRole('textbox', { name: /^Kart üzerindeki ad soyad/ }).fill('Deniz Kara');
  await payment.getByRole('textbox', { name: /^Kart numarası/ }).fill('5528 7900 0000 0008');
  await payment.getByRole('textbox', { name: /^Son kullanma/ }).fill('12/30');
  await payment.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await shot('01-payment');
  await payment.getByRole('button', { name: 'Siparişi onayla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sepetim, 0 ürün' }).or(page.getByRole('link', { name: 'Sepetim' }))).toBeVisible();
  await shot('02-confirmation');

  await page.getByRole('link', { name: 'Siparişi görüntüle' }).click();
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Sipariş no \d{10}$/ });
  await expect(orderHeading).toBeVisible();
  const orderNumber = ((await orderHeading.textContent()) ?? '').replace('Sipariş no ', '');
  await expect(page.getByText('Sipariş alındı').first()).toBeVisible();

  // It is listed under the ongoing orders.
  await page.getByRole('navigation', { name: 'Hesabım menüsü' }).getByRole('link', { name: 'Siparişlerim' }).click();
  await page.getByRole('tab', { name: 'Devam eden' }).click();
  const listed = page.getByRole('article', { name: `Sipariş no ${orderNumber}` });
  await expect(listed).toBeVisible();
  await shot('03-ongoing');

  // A minute later it has been prepared, shipped and delivered, so it can be returned. Delivered, it may
  // leave the ongoing orders as the list refreshes; all orders still list it.
  await page.clock.fastForward('01:05');
  await page.getByRole('tab', { name: 'Tümü' }).click();
  await page.getByRole('article', { name: `Sipariş no ${orderNumber}` }).getByRole('link', { name: /^Sipariş detayı/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sipariş no ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Teslim edildi').first()).toBeVisible();
  await page.getByRole('button', { name: 'İade talebi oluştur' }).click();
  const dialog = page.getByRole('dialog', { name: 'İade talebi oluştur' });
  await dialog.getByRole('textbox', { name: 'İade nedeni' }).fill('Beden küçük geldi');
  await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
  await expect(page.getByText('İade talebi oluşturuldu.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'İade talepleri' }).getByText('İade talebi alındı').first()).toBeVisible();
  await shot('04-return');
});

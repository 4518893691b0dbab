import { expect, type Page } from '@playwright/test';
import { seriousViolations, seriousViolationsFromTop } from './support/axe.ts';
import { DEMO, test } from './support/session.ts';
import { successToast } from './support/toast.ts';

// A cold dev server on a shared machine compiles each page on first use; journeys get room for that.
test.describe.configure({ timeout: 120_000 });
// Every journey here is the demo member's, already logged in (logging in has its own journeys).
test.use({ member: DEMO });
/** The first page of a fresh browser context also starts the mock backend. */
const FIRST_LOAD_MS = 45_000;

/** The first listing of /pazar that the demo member does not sell (its own listings refuse the cart). */
async function openOthersListing(page: Page) {
  await page.goto('/pazar');
  const cards = page.getByRole('list', { name: 'Pazar ilanları' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  const card = cards.nth(2);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pazar\/ilan\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test('a member buys a second-hand listing through the Pazar cart and sees it in Alışlarım', async ({ page }) => {
  await page.goto('/pazar/sepetim');
  await expect(page).toHaveURL(/\/pazar\/sepetim$/);
  await expect(page.getByText('Sepetinizde ilan bulunmuyor.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(await seriousViolations(page)).toEqual([]);

  const title = await openOthersListing(page);
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeHidden();
  // Inside Pazar the header's cart is the Pazar cart.
  await page.getByRole('link', { name: 'Pazar sepetim, 1 ürün' }).click();
  await expect(page).toHaveURL(/\/pazar\/sepetim$/);
  const line = page.getByRole('group', { name: title, exact: true });
  await expect(line).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Sipariş özeti' });
  await expect(summary.getByText('Ürünler (1 adet)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await summary.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/pazar\/odeme$/);
  await expect(page.getByRole('radiogroup', { name: 'Teslimat adresi' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Ödeme kartı' }).getByRole('radio').first()).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Siparişi onayla' }).click();

  await expect(page).toHaveURL(/\/pazar\/odeme\/tamamlandi\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeVisible();
  await expect(page.getByText(/Sipariş numaranız \d{10}\. 1 ilan için/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Siparişi görüntüle' }).click();
  await expect(page).toHaveURL(/\/pazar\/hesabim\/alislarim\/\d+$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Sipariş alındı')).toBeVisible();

  await page.getByRole('link', { name: 'Alışlarıma dön' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alışlarım — Pazar' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The cart is empty again.
  await expect(page.getByRole('link', { name: 'Pazar sepetim, boş' })).toBeVisible();
});

test('a delivered purchase: ask for a return, then withdraw it', async ({ page }) => {
  await page.goto('/pazar/hesabim/alislarim');
  await expect(page.getByRole('heading', { level: 1, name: 'Alışlarım — Pazar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const delivered = page.getByRole('article').filter({ hasText: 'Teslim edildi' }).first();
  await delivered.getByRole('link', { name: /Sipariş detayı/ }).click();
  // The same return dialog and request list as a marketplace order's, on the section's calls.
  await page.getByRole('button', { name: 'İade talebi oluştur' }).click();
  const dialog = page.getByRole('dialog', { name: 'İade talebi oluştur' });
  await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
  await expect(dialog.getByText('Lütfen nedeninizi yazın (en az 3 karakter).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'İade nedeni' }).fill('Ürün ilandaki fotoğraflardan farklı çıktı.');
  await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
  const requests = page.getByRole('region', { name: 'İade talepleri' });
  await expect(requests.getByText('İade talebi alındı')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await requests.getByRole('button', { name: 'İade talebini iptal et' }).click();
  await page.getByRole('dialog', { name: 'İade talebi iptal edilsin mi?' }).getByRole('button', { name: 'İade talebini iptal et' }).click();
  await expect(requests.getByText('İade talebi iptal edildi')).toBeVisible();
});

test('the seller uploads a PDF invoice (a .txt is refused) and marks the sale shipped', async ({ page }) => {
  await page.goto('/pazar/hesabim/satislarim');
  await expect(page.getByRole('heading', { level: 1, name: 'Satışlarım — Pazar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('article').filter({ hasText: 'Sipariş alındı' }).first().getByRole('link', { name: /Sipariş detayı/ }).click();
  await expect(page).toHaveURL(/\/pazar\/hesabim\/satislarim\/\d+$/);

  const invoice = page.getByRole('region', { name: 'Fatura' });
  await invoice.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(invoice.getByRole('alert')).toHaveText('Dosya yüklemeniz gerekiyor.');
  const file = invoice.getByLabel('Fatura dosyası (PDF)');
  await file.setInputFiles({ name: 'fatura.txt', mimeType: 'text/plain', buffer: Buffer.from('fatura') });
  await invoice.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(invoice.getByRole('alert')).toHaveText('Yalnızca PDF dosyası yükleyebilirsiniz.');
  await file.setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await invoice.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(page.getByText(successToast('uploadSellOrderInvoice'))).toBeVisible();
  await expect(invoice.getByText('Fatura yüklendi; alıcı siparişinden görebilir.')).toBeVisible();
  expect(await seriousViolationsFromTop(page)).toEqual([]);

  const shipping = page.getByRole('region', { name: 'Kargoya ver' });
  await shipping.getByRole('textbox', { name: 'Takip numarası' }).fill('YK1');
  await shipping.getByRole('button', { name: 'Kargoya verdim' }).click();
  await expect(shipping.getByText('Takip numarası 6–30 harf veya rakamdan oluşur.')).toBeVisible();
  await shipping.getByRole('textbox', { name: 'Takip numarası' }).fill('YK123456789TR');
  await shipping.getByRole('button', { name: 'Kargoya verdim' }).click();
  await expect(page.getByText('Kargoya verildi').first()).toBeVisible();
  await expect(page.getByText(/Yurtiçi Kargo · Takip no YK123456789TR/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kargoya ver' })).toHaveCount(0);
});

test('cargo addresses: add one, check it with the carrier, delete it', async ({ page }) => {
  await page.goto('/pazar/hesabim/kargo-adreslerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Kargo adreslerim — Pazar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('listitem', { name: 'Ev' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Kargo adresi ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni kargo adresi' });
  await dialog.getByRole('textbox', { name: 'Adres adı' }).fill('Atölye');
  await dialog.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(dialog.getByText('Adı girin.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Adres adı' })).toHaveValue('Atölye');
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
  await dialog.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
  await dialog.getByRole('textbox', { name: 'Cep telefonu' }).fill('5321234567');
  await dialog.getByRole('combobox', { name: 'İl', exact: true }).selectOption('İstanbul');
  await dialog.getByRole('combobox', { name: 'İlçe', exact: true }).selectOption('Kadıköy');
  await dialog.getByRole('combobox', { name: 'Mahalle', exact: true }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Adres', exact: true }).fill('Moda Cad. No:5 D:2');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(page.getByText('Kargo adresi eklendi.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Atölye' });
  await expect(card).toBeVisible();

  const check = card.getByRole('button', { name: /Kargo kontrolü|Kontrol ediliyor/ });
  // The busy flag lasts 1 s (spec §4). The page itself times how long the button stays disabled: a busy
  // machine may show the answer to the test only after that second has passed.
  await check.evaluate((button: HTMLButtonElement) => {
    const times: { busyFrom?: number; busyFor?: number } = {};
    Object.assign(window, { cargoCheckBusy: times });
    new MutationObserver(() => {
      if (button.disabled && times.busyFrom === undefined) times.busyFrom = performance.now();
      else if (!button.disabled && times.busyFrom !== undefined) times.busyFor ??= performance.now() - times.busyFrom;
    }).observe(button, { attributes: true });
  });
  await check.click();
  await expect(card.getByText(/Adresinizden kargo alımı yapılabilir/)).toBeVisible();
  await expect(check).toBeEnabled({ timeout: 5000 });
  const busyFor = await page.evaluate(() => (window as unknown as { cargoCheckBusy: { busyFor?: number } }).cargoCheckBusy.busyFor);
  expect(busyFor).toBeGreaterThanOrEqual(900);

  await card.getByRole('button', { name: 'Atölye adresini sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Kargo bilgisi kaldırıldı.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Atölye' })).toHaveCount(0);
});

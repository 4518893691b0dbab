import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { notesShown } from './support/brief-notes.ts';
import { suspendSectionAccount } from './support/section-suspend.ts';
import { CORPORATE, DEMO, openAs, submitLogIn } from './support/session.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** A PNG of the given size drawn by the browser itself. */
async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#c0392b';
        context.fillRect(0, 0, w, h);
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: `${name} hesabım menüsü` }).filter({ visible: true });

test('second-hand: accept the contract, list a product with an image, see it waiting then active', async ({ page }) => {
  // The mocks approve a listing a few seconds after it is sent; the test holds the page's clock to see both states.
  await page.clock.install();
  await page.goto('/pazar');
  await page.getByRole('link', { name: 'İlan ver' }).click();
  await expect(page).toHaveURL(/\/giris\?redirectTo=%2Fpazar%2Fhesabim%2Filan-ver/, { timeout: 30_000 });
  await submitLogIn(page, CORPORATE);
  await expect(page).toHaveURL(/\/pazar\/hesabim\/ilan-ver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İlan ver' })).toBeVisible();

  // The contract comes first.
  await expect(page.getByText('İlan vermeden önce satıcı sözleşmesini okuyup onaylamanız gerekiyor.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'İkinci El Satıcı Sözleşmesi', exact: true })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  const accept = page.getByRole('button', { name: 'Sözleşmeyi onayla' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Sözleşmeyi okudum, kabul ediyorum.' }).check();
  const accepted = notesShown(page, ['Sözleşme onaylandı. Sayfa yenileniyor…']);
  await accept.click();
  await accepted;

  // After the reload the sell form is shown.
  const form = page.getByRole('form', { name: 'Yeni ilan' });
  await expect(form).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  // A too-small image is refused in the browser with the catalogue's message.
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({ name: 'kucuk.png', mimeType: 'image/png', buffer: await png(page, 500, 700) });
  await expect(page.getByRole('alert').filter({ hasText: 'kucuk.png: Görsel en az 600x800 piksel olmalıdır.' })).toBeVisible();
  await files.setInputFiles({ name: 'minik.png', mimeType: 'image/png', buffer: await png(page, 300, 300) });
  await expect(page.getByRole('alert').filter({ hasText: 'minik.png: Görsel en az 400x400 piksel olmalıdır.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seçilen görseller' })).toHaveCount(0);

  await files.setInputFiles({ name: 'bisiklet.png', mimeType: 'image/png', buffer: await png(page, 600, 800) });
  await expect(page.getByRole('list', { name: 'Seçilen görseller' }).getByRole('img')).toHaveCount(1);

  const title = `Şehir bisikleti ${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: /^Başlık/ }).fill(title);
  await form.getByRole('textbox', { name: /^Açıklama/ }).fill('Az kullanılmış, bakımlı, 28 jant şehir bisikleti.');
  const category = form.getByRole('combobox', { name: /^Kategori/ });
  await category.selectOption({ index: 1 });
  await expect(form.getByRole('textbox', { name: /^Fiyat/ })).toHaveValue('0');
  await form.getByRole('textbox', { name: /^Fiyat/ }).fill('4750');
  await expect(form.getByLabel('Pazarlığa açık')).toBeChecked();
  const province = form.getByRole('combobox', { name: /^İl( \*)?$/ });
  await expect(province).toBeEnabled();
  await province.selectOption('İstanbul');
  const district = form.getByRole('combobox', { name: /^İlçe/ });
  await expect(district).toBeEnabled();
  await district.selectOption({ index: 1 });
  const sentAt = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(sentAt);
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();

  // My listings: waiting for approval, then active (the mocks approve after a few seconds).
  await expect(page).toHaveURL(/\/pazar\/hesabim\/ilanlarim$/);
  const row = page.getByRole('list', { name: 'İlanlarım' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Onay bekliyor')).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await page.clock.setFixedTime(sentAt + 10_000);
  await page.reload();
  await expect(row.getByText('Yayında')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('tab', { name: 'Yayında' }).click();
  await expect(page).toHaveURL(/durum=ACTIVE/);
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/pazar\/ilan\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('craft: the account menu leads everywhere; a listing is edited and removed', async ({ page }) => {
  // An edited listing goes back to approval; the held clock keeps it there long enough to be seen.
  await page.clock.install();
  await openAs(page, DEMO, '/zanaat/hesabim');
  await expect(page.getByRole('heading', { level: 1, name: 'Zanaat hesabım' })).toBeVisible();
  await expect(page.getByText('Yayındaki ilanlar')).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  const nav = menu(page, 'Zanaat');
  for (const name of ['Pazarlık teklifleri', 'Alışlarım', 'Satışlarım', 'Kargo adreslerim', 'Ödeme bilgilerim', 'Satıcı sözleşmesi', 'Yardım merkezi', 'Hesabımı dondur']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Takas teklifleri' })).toHaveCount(0);

  // Demo has not accepted the craft contract yet.
  await nav.getByRole('link', { name: 'Satıcı sözleşmesi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Satıcı sözleşmesi' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await page.getByRole('checkbox', { name: 'Sözleşmeyi okudum, kabul ediyorum.' }).check();
  await page.getByRole('button', { name: 'Sözleşmeyi onayla' }).click();
  await expect(page.getByText(/Sözleşmeyi .* tarihinde onayladınız\./)).toBeVisible({ timeout: 10_000 });

  await nav.getByRole('link', { name: 'İlanlarım' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İlanlarım' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  const rows = page.getByRole('list', { name: 'İlanlarım' }).getByRole('listitem');
  const editable = rows.filter({ has: page.getByRole('link', { name: 'Düzenle' }) });
  await expect(editable.first()).toBeVisible();
  await editable.first().getByRole('link', { name: 'Düzenle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İlanı düzenle' })).toBeVisible();
  const titleField = page.getByRole('textbox', { name: /^Başlık/ });
  await expect(titleField).not.toHaveValue('');
  const edited = `Düzenlenmiş el yapımı ürün ${Date.now() % 100000}`;
  await titleField.fill(edited);
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(page).toHaveURL(/\/zanaat\/hesabim\/ilanlarim$/);
  const row = rows.filter({ hasText: edited });
  await expect(row.getByText('Onay bekliyor')).toBeVisible();

  await row.getByRole('button', { name: 'Kaldır' }).click();
  const dialog = page.getByRole('dialog', { name: 'İlan kaldırılsın mı?' });
  await dialog.getByRole('button', { name: 'Kaldır' }).click();
  await expect(row.getByText('Kaldırıldı')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Düzenle' })).toHaveCount(0);
});

test('craft: suspending the account goes to /zanaat after 2 s', async ({ page }) => {
  await openAs(page, CORPORATE, '/zanaat/hesabim/hesabi-dondur');
  await suspendSectionAccount(page, '/zanaat', 'Zanaat');
});

test('swap: the header menu leads to the swap account with its own tabs; payout details live with the selling sections', async ({ page }) => {
  await openAs(page, DEMO, '/takas');
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem', { name: 'Takas hesabım' }).click();
  await expect(page).toHaveURL(/\/takas\/hesabim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takas hesabım' })).toBeVisible();
  const nav = menu(page, 'Takas');
  for (const name of ['Takas teklifleri', 'Öne çıkanlar', 'Engellediklerim']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pazarlık teklifleri' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Hesabımı dondur' })).toHaveCount(0);
  // Swap listings are exchanged, not sold: no earnings, orders or payout details in its account.
  await expect(page.getByText('Takaslanan ürünler')).toBeVisible();
  await expect(page.getByText('Toplam kazanç')).toHaveCount(0);
  for (const name of ['Alışlarım', 'Satışlarım', 'Ödeme bilgilerim']) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  await nav.getByRole('link', { name: 'İlan ver' }).click();
  await expect(page.getByRole('form', { name: 'Yeni ilan' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Marka/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Tahmini değer/ })).toBeVisible();

  await page.goto('/takas/hesabim/odeme-bilgileri');
  await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();

  // Payout details (one account for the sections that sell): the IBAN checksum is checked in the
  // browser; identity or tax number is required.
  await page.goto('/pazar/hesabim');
  await menu(page, 'Pazar').getByRole('link', { name: 'Ödeme bilgilerim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme bilgilerim' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  const payout = page.getByRole('form', { name: 'Ödeme bilgileri formu' });
  await payout.getByRole('textbox', { name: 'Hesap sahibi' }).fill('Demo Kullanıcı');
  await payout.getByRole('textbox', { name: 'IBAN' }).fill('TR33 0006 1005 1978 6457 8413 27');
  await payout.getByRole('button', { name: 'Kaydet' }).click();
  await expect(payout.getByText('Geçerli bir TR IBAN girin.')).toBeVisible();
  await expect(payout.getByText('TC kimlik numarası veya vergi numarası gerekli.')).toBeVisible();
  await payout.getByRole('textbox', { name: 'IBAN' }).fill('TR33 0006 1005 1978 6457 8413 26');
  await payout.getByRole('textbox', { name: 'Vergi numarası' }).fill('1234567890');
  await payout.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ödeme bilgileri kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('TR330006100519786457841326');
});

import { expect as baseExpect, type Page } from '@playwright/test';
import { RELOAD_AFTER_CHANGE_MS } from '../src/config/timings.ts';
import { seriousViolations, seriousViolationsFromTop } from './support/axe.ts';
import { CORPORATE, DEMO, openAs, test } from './support/session.ts';
import { successToast, toast } from './support/toast.ts';

/** Pages load slowly on a busy shared machine; waits are generous, every assertion still has to hold. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
/** The first page of a fresh browser context also starts the mock backend. */
const FIRST_LOAD_MS = 90_000;

test('a member cancels an order not shipped yet; the cancellation shows on the order and under İptaller', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/siparislerim?sekme=devam-eden');
  const received = page.getByRole('article').filter({ hasText: 'Sipariş alındı' }).first();
  await expect(received).toBeVisible({ timeout: FIRST_LOAD_MS });
  await received.getByRole('link', { name: /^Sipariş detayı/ }).click();
  await expect(page).toHaveURL(/\/hesabim\/siparislerim\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Sipariş no \d{10}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').trim();

  await page.getByRole('button', { name: 'Siparişi iptal et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Siparişi iptal et' });
  await expect(dialog.getByText('Ödemeniz kartınıza iade edilir.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: /^İptal nedeni/ }).fill('Yanlışlıkla sipariş verdim.');
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(toast(page, successToast('cancelOrder'))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The order lists the cancellation with its refund and reason; nothing is left to cancel.
  await expect(page.getByRole('heading', { name: 'İptaller', exact: true })).toBeVisible();
  await expect(page.getByText(/İade edilen tutar: ₺[\d.,]+ · Neden: Yanlışlıkla sipariş verdim\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);

  await page.goto('/hesabim/siparislerim?sekme=iptaller');
  await expect(page.getByRole('article', { name: `İptal: ${orderNumber}` })).toBeVisible({ timeout: 60_000 });
});

test('the store owner uploads an order invoice from Mağazam (a .txt is refused), finds it under Faturalar and removes it', async ({ page }) => {
  const invoiceNumber = `CRS2026${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  await openAs(page, CORPORATE, '/hesabim/magazam?sekme=siparisler');
  const first = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Fatura yükle' }) }).first();
  await expect(first).toBeVisible({ timeout: FIRST_LOAD_MS });
  const orderName = (await first.getAttribute('aria-label')) ?? '';
  const order = page.getByRole('article', { name: orderName, exact: true });
  await order.getByRole('button', { name: 'Fatura yükle' }).click();
  const form = order.getByRole('form', { name: 'Fatura yükle' });
  await form.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dosya yüklemeniz gerekiyor.');
  const file = form.getByLabel('Fatura dosyası (PDF)');
  await file.setInputFiles({ name: 'fatura.txt', mimeType: 'text/plain', buffer: Buffer.from('fatura') });
  await form.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(form.getByRole('alert')).toHaveText('Yalnızca PDF dosyası yükleyebilirsiniz.');
  await file.setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await form.getByRole('textbox', { name: 'Fatura numarası (isteğe bağlı)' }).fill('ABC12');
  await form.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(form.getByText(/^Fatura numarası 3 harf\/rakam ve 13 rakamdan oluşur/)).toBeVisible();
  expect(await seriousViolationsFromTop(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Fatura numarası (isteğe bağlı)' }).fill(invoiceNumber);
  await form.getByRole('button', { name: 'Faturayı yükle' }).click();
  await expect(toast(page, successToast('createInvoice'))).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByRole('tab', { name: 'Faturalar' }).click();
  await expect(page).toHaveURL(/sekme=faturalar/);
  const invoice = page.getByRole('article', { name: `Fatura ${invoiceNumber}` });
  await expect(invoice.getByText(orderName.replace(/^Sipariş /, ''), { exact: false })).toBeVisible();
  await expect(invoice.getByRole('link', { name: "PDF'i aç" })).toHaveAttribute('href', /.+/);
  expect(await seriousViolations(page)).toEqual([]);
  await invoice.getByRole('button', { name: `Fatura ${invoiceNumber} kaldır` }).click();
  await expect(toast(page, successToast('deleteInvoice'))).toBeVisible();
  await expect(invoice).toHaveCount(0);
});

/** Opens, from Pazar's Satışlarım under İadeler, the first sale whose buyer's return request is waiting. */
async function openWaitingReturn(page: Page, skip: string[] = []): Promise<string> {
  await openAs(page, DEMO, '/pazar/hesabim/satislarim?sekme=iadeler');
  await expect(page.getByRole('heading', { level: 1, name: 'Satışlarım — Pazar' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const sales = page.getByRole('main').getByRole('article');
  await expect(sales.first()).toBeVisible();
  const count = await sales.count();
  for (let index = 0; index < count; index += 1) {
    const link = sales.nth(index).getByRole('link', { name: /^Sipariş detayı/ });
    const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
    if (skip.includes(name)) continue;
    await link.click();
    await expect(page).toHaveURL(/\/pazar\/hesabim\/satislarim\/\d+$/);
    const returns = page.getByRole('region', { name: 'İade talepleri' });
    await expect(returns).toBeVisible();
    if ((await returns.getByRole('group', { name: 'İade talebi: İade talebi alındı' }).count()) > 0) return name;
    skip.push(name);
    await page.goBack();
    await expect(sales.first()).toBeVisible();
  }
  throw new Error('no sale with a waiting return request in the seed');
}

test('the seller approves one return and rejects another; each sale is read again after 1 s', async ({ page }) => {
  const approved = await openWaitingReturn(page);
  const returns = page.getByRole('region', { name: 'İade talepleri' });
  expect(await seriousViolations(page)).toEqual([]);
  // The new state shows only once the sale is read again, RELOAD_AFTER_CHANGE_MS after the answer: timed
  // from the press, it can never look early.
  let pressed = Date.now();
  await returns.getByRole('button', { name: 'İadeyi onayla' }).click();
  await expect(toast(page, successToast('approveReturnBeforeShipping'))).toBeVisible();
  await expect(returns.getByRole('group', { name: 'İade talebi: İade onaylandı' })).toBeVisible();
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(RELOAD_AFTER_CHANGE_MS);
  await expect(returns.getByRole('button', { name: 'Ürün geri geldi, iadeyi tamamla' })).toBeEnabled();

  await openWaitingReturn(page, [approved]);
  const waiting = page.getByRole('region', { name: 'İade talepleri' });
  await waiting.getByRole('button', { name: 'Reddet' }).click();
  const reject = waiting.getByRole('form', { name: 'İadeyi reddet' });
  await reject.getByRole('button', { name: 'Reddet' }).click();
  await expect(reject.getByText('Red nedenini yazın (en az 3 karakter).')).toBeVisible();
  await reject.getByRole('textbox', { name: /^Red nedeni/ }).fill('Ürün kullanılmış olarak geri gönderildi.');
  pressed = Date.now();
  await reject.getByRole('button', { name: 'Reddet' }).click();
  await expect(toast(page, 'İade talebi reddedildi.')).toBeVisible();
  const rejected = waiting.getByRole('group', { name: 'İade talebi: İade reddedildi' });
  await expect(rejected).toBeVisible();
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(RELOAD_AFTER_CHANGE_MS);
  await expect(rejected.getByText('Red nedeni: Ürün kullanılmış olarak geri gönderildi.')).toBeVisible();
  await expect(rejected.getByRole('button')).toHaveCount(0);
});

import { expect } from '@playwright/test';
import { successMessages } from '@carsi/sdk/runtime';
import { seriousViolations } from './support/axe.ts';
import { DEMO, test } from './support/session.ts';

test.use({ member: DEMO });

test('the demo member asks on a product, finds it in Sorularım and deletes it; returns, cancellations and invoices have their own lists', async ({ page }) => {
  test.setTimeout(180_000);
  const question = `Kutusunda kullanım kılavuzu var mı? (${Date.now() % 100000})`;
  const deleted = successMessages.deleteQuestion;
  if (!deleted) throw new Error('the SDK has no message for deleteQuestion');

  // Ask the seller on a product page.
  await page.goto('/urun/7');
  const productName = (await page.getByRole('heading', { level: 1 }).textContent({ timeout: 30_000 })) ?? '';
  expect(productName).not.toBe('');
  await page.getByRole('textbox', { name: 'Satıcıya sorunuz' }).fill(question);
  await page.getByRole('button', { name: 'Soru sor' }).click();
  await expect(page.getByText('Sorunuz satıcıya iletildi.')).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();

  // Sorularım lists it with its product and the answer still to come.
  await page.goto('/hesabim');
  const menu = page.getByRole('navigation', { name: 'Hesabım menüsü' });
  await menu.getByRole('link', { name: 'Sorularım' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorularım' })).toBeVisible();
  const mine = page.getByRole('article').filter({ hasText: question });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('link', { name: productName.trim() })).toHaveAttribute('href', '/urun/7');
  await expect(mine.getByText('Satıcı henüz cevaplamadı.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Deleting asks first, then says so and the question is gone here and on the product page.
  await mine.getByRole('button', { name: /sorunuzu sil$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Soru silinsin mi?' });
  await confirm.getByRole('button', { name: 'Soruyu sil' }).click();
  await expect(page.getByText(deleted)).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);
  await page.goto('/urun/7');
  await expect(page.getByRole('textbox', { name: 'Satıcıya sorunuz' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(question)).toHaveCount(0);

  // İadeler and İptaller list the return requests and cancellations themselves, each leading to its order.
  await page.goto('/hesabim/siparislerim?sekme=iadeler');
  const returned = page.getByRole('article', { name: /^İade talebi: Sipariş no \d{10}$/ }).first();
  await expect(returned).toBeVisible({ timeout: 30_000 });
  await expect(returned.getByText('İade talebi alındı')).toBeVisible();
  const returnedOrder = ((await returned.getAttribute('aria-label')) ?? '').replace('İade talebi: ', '');
  await returned.getByRole('link', { name: /^Sipariş detayı/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: returnedOrder })).toBeVisible();
  await page.goto('/hesabim/siparislerim?sekme=iptaller');
  await expect(page.getByRole('article', { name: /^İptal: Sipariş no \d{10}$/ }).first()).toBeVisible({ timeout: 30_000 });

  // Faturalarım, from the menu: the invoices of the member's purchases; the PDF downloads.
  await page.getByRole('navigation', { name: 'Hesabım menüsü' }).getByRole('link', { name: 'Faturalarım' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faturalarım' })).toBeVisible();
  const invoice = page.getByRole('article', { name: /^Fatura / }).first();
  await expect(invoice).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const invoiceNumber = ((await invoice.getAttribute('aria-label')) ?? '').replace('Fatura ', '');
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: `Fatura ${invoiceNumber} PDF indir` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`fatura-${invoiceNumber}.pdf`);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

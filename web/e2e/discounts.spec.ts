import { expect as baseExpect } from '@playwright/test';
import { clearCookiesKeepingWorld, test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, openAs } from './support/session.ts';

// The first visit of a page waits for the shop's build and the in-browser backend; a shared CI machine needs the longer wait.
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ timeout: 300_000 });

test('the store owner sets 25% on a product, sees it in İndirimler, and a visitor sees the struck old price', async ({ page, context }) => {
  await openAs(page, CORPORATE, '/hesabim/magazam?sekme=indirimler');
  await expect(page.getByRole('heading', { name: 'İndirimdeki ürünleriniz' })).toBeVisible();
  await page.getByRole('button', { name: 'Ürüne indirim uygula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ürüne indirim uygula' });
  await dialog.getByRole('combobox', { name: 'Ürün' }).click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  // An option reads "<title> · <list price>".
  const [title = '', listPrice = ''] = ((await option.textContent()) ?? '').split(' · ');
  await option.click();
  await expect(dialog.getByText(`Liste fiyatı: ${listPrice}`)).toBeVisible();

  // Over the marketplace's cap: the catalogue's message on the field, and the typed value stays.
  const rate = dialog.getByRole('textbox', { name: 'İndirim oranı' });
  await rate.fill('75');
  await expect(dialog.getByText('İndirim oranı en fazla %60 olabilir.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İndirimi kaydet' }).click();
  await expect(dialog.getByText('İndirim oranı en fazla %60 olabilir.')).toBeVisible();
  await expect(rate).toHaveValue('75');
  expect(await seriousViolations(page)).toEqual([]);

  await rate.fill('25');
  await expect(dialog.getByRole('status')).toContainText('Tahmini yeni fiyat');
  await dialog.getByRole('button', { name: 'İndirimi kaydet' }).click();
  await expect(page.getByText('İndirim kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('list', { name: 'İndirimdeki ürünler' })
    .getByRole('listitem', { name: title })
    .filter({ hasText: '%25 indirim' })
    .filter({ hasText: listPrice })
    .first();
  await expect(row).toBeVisible();
  const productUrl = (await row.getByRole('link', { name: title }).getAttribute('href')) ?? '';
  expect(productUrl).toMatch(/^\/urun\/\d+$/);
  const newPrice = ((await row.getByText('İndirimli fiyat:').textContent()) ?? '').replace('İndirimli fiyat: ', '');

  // A visitor (no session) on the product page: the new price, the old one struck through, the rate.
  await clearCookiesKeepingWorld(context);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const buyBox = page.getByRole('main');
  await expect(buyBox.getByText(`Eski fiyat: ${listPrice}`).first()).toBeVisible();
  await expect(buyBox.getByText(`Eski fiyat: ${listPrice}`).first()).toHaveCSS('text-decoration-line', 'line-through');
  await expect(buyBox.getByText(`İndirimli fiyat: ${newPrice}`).first()).toBeVisible();
  await expect(buyBox.getByText('%25 indirim').first()).toBeVisible();
});

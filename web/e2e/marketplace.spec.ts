import { expect as baseExpect } from '@playwright/test';
import { clearCookiesKeepingWorld, test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, DEMO, openAs } from './support/session.ts';
import { successToast } from './support/toast.ts';

// The dev server compiles each page on first visit; a shared CI machine needs the longer wait.
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ timeout: 300_000 });

test('rate a delivered order from "Yeni" and see the rating waiting for approval', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/degerlendirmelerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Değerlendirmelerim' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const subject = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Değerlendir: ${subject}` }).click();
  // Keyboard choice of the stars (a pointer click picks the star under the pointer the same way).
  await first.getByRole('radio', { name: '4 yıldız' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('radio', { name: '5 yıldız' })).toBeChecked();
  await first.getByLabel('Yorumunuz (isteğe bağlı)').fill('Paketleme özenliydi, ürün anlatıldığı gibi.');
  await first.getByRole('button', { name: 'Değerlendir' }).click();
  await expect(page.getByText(successToast('createProductRating'))).toBeVisible();

  await page.getByRole('tab', { name: 'Onay bekleyen' }).click();
  const pending = page.getByRole('article', { name: subject }).first();
  await expect(pending.getByText('Onay bekliyor')).toBeVisible();
  await expect(pending.getByText('Paketleme özenliydi, ürün anlatıldığı gibi.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a buyer asks, the store owner answers, a guest sees the answer on the product page', async ({ page, context }) => {
  const question = `Bu ürün makinede yıkanabilir mi? (${Date.now() % 100000})`;
  // One browser context: the in-browser mock store (localStorage) is shared; the session cookie is not.
  await openAs(page, DEMO, '/magaza/anadolu-ev-tekstili');
  const card = page.getByRole('list', { name: /ürünleri$/ }).getByRole('link').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const productUrl = (await card.getAttribute('href')) ?? '';
  expect(productUrl).toMatch(/^\/urun\/\d+$/);
  await card.click();
  await expect(page).toHaveURL(productUrl);
  await page.getByRole('textbox', { name: 'Satıcıya sorunuz' }).fill(question);
  await page.getByRole('button', { name: 'Soru sor' }).click();
  await expect(page.getByText('Sorunuz satıcıya iletildi.')).toBeVisible();

  await clearCookiesKeepingWorld(context);
  await openAs(page, CORPORATE, '/hesabim/magazam');
  await expect(page.getByRole('link', { name: 'Mağazam' }).first()).toBeAttached();
  const asked = page.getByRole('article', { name: `Soru: ${question}` });
  await expect(asked).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await asked.getByLabel('Cevabınız').fill('Evet, 30 derecede yıkanabilir.');
  await asked.getByRole('button', { name: 'Cevapla' }).click();
  await expect(page.getByText('Soru cevaplandı')).toBeVisible();

  await clearCookiesKeepingWorld(context);
  await page.goto(productUrl);
  await expect(page.getByText(question)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Evet, 30 derecede yıkanabilir.')).toBeVisible();
  await expect(page.getByText('giriş yapın')).toBeVisible();
});

test('the store owner records a shipment from Mağazam', async ({ page }) => {
  await openAs(page, CORPORATE, '/hesabim/magazam?sekme=siparisler');
  const order = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Kargo bilgisi gir' }) }).first();
  await expect(order).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await order.getByRole('button', { name: 'Kargo bilgisi gir' }).click();
  // The same shipping form as a section's sale: a carrier from the list and the tracking number.
  await order.getByRole('combobox', { name: 'Kargo firması' }).click();
  await page.getByRole('option', { name: 'Aras Kargo' }).click();
  await order.getByRole('textbox', { name: 'Takip numarası' }).fill('YK');
  await order.getByRole('button', { name: 'Kargoya verdim' }).click();
  await expect(order.getByText('Takip numarası 6–30 harf veya rakamdan oluşur.')).toBeVisible();
  await expect(order.getByRole('combobox', { name: 'Kargo firması' })).toHaveText('Aras Kargo');
  await order.getByRole('textbox', { name: 'Takip numarası' }).fill('YK123456789TR');
  await order.getByRole('button', { name: 'Kargoya verdim' }).click();
  await expect(page.getByText('Kargo bilgisi kaydedildi.')).toBeVisible();
});

test('campaign, brand list and categories pages land from their links', async ({ page }) => {
  await page.goto('/kampanya/kis-indirimi');
  await expect(page.getByRole('heading', { level: 1, name: 'Kış İndirimi' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Kampanya koşulları' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kış İndirimi ürünleri' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/kampanya/boyle-bir-kampanya-yok');
  await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/markalar');
  await expect(page.getByRole('heading', { level: 1, name: 'Markalar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Markalar' }).getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/kategoriler');
  await expect(page.getByRole('heading', { level: 1, name: 'Tüm kategoriler' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Kategoriler' }).getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('apply a coupon from the cart list and download an order invoice', async ({ page }) => {
  await openAs(page, DEMO, '/hesabim/siparislerim');
  // A delivered order carries the seller's invoice.
  await page.getByRole('tab', { name: /Tümü/ }).first().click().catch(() => undefined);
  const delivered = page.getByRole('article').filter({ hasText: 'Teslim edildi' }).first();
  await expect(delivered).toBeVisible({ timeout: 30_000 });
  await delivered.getByRole('link', { name: /^Sipariş detayı/ }).click();
  await expect(page).toHaveURL(/\/hesabim\/siparislerim\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ürünler', exact: true })).toBeVisible();
  const invoice = page.getByRole('button', { name: 'Faturayı indir (PDF)' });
  await expect(invoice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await invoice.click();
  expect((await download).suggestedFilename()).toMatch(/^fatura-[A-Z0-9]{3}\d{13}\.pdf$/);

  // Put something in the cart, then apply one of the member's coupons from the list.
  await page.goto('/kampanya/kis-indirimi');
  const product = page.getByRole('list', { name: 'Kış İndirimi ürünleri' }).getByRole('link').first();
  await expect(product).toBeVisible({ timeout: 30_000 });
  await product.click();
  await expect(page).toHaveURL(/\/urun\/\d+$/);
  await page.getByRole('button', { name: 'Sepete ekle' }).first().click({ timeout: 30_000 });
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await page.getByRole('link', { name: /^Sepetim/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/sepetim$/);
  const list = page.getByRole('region', { name: 'Kuponlarım' });
  await expect(list).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // An expired coupon says so, in the list and when typed; its code stays and "Uygula" waits for another.
  await expect(list.getByRole('listitem', { name: 'Kupon YAZ2024' }).getByText('Bu kuponun süresi dolmuş.')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Kupon kodu' });
  await code.fill('YAZ2024');
  await page.getByRole('button', { name: 'Uygula', exact: true }).click();
  await expect(page.getByText('Bu kuponun süresi dolmuş.').first()).toBeVisible();
  await expect(code).toHaveValue('YAZ2024');
  await expect(page.getByRole('button', { name: 'Uygula', exact: true })).toBeDisabled();
  const usable = list.getByRole('button', { name: /^Uygula: / }).and(page.locator(':enabled')).first();
  const label = (await usable.getAttribute('aria-label')) ?? '';
  await usable.click();
  await expect(page.getByText('Kupon sepetinize uygulandı.')).toBeVisible();
  await expect(page.getByText(new RegExp(`Uygulanan kupon: ${label.replace('Uygula: ', '')}`))).toBeVisible();
});

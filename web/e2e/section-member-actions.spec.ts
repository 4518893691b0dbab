import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, DEMO, logOut, openAs } from './support/session.ts';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

const BUYER = CORPORATE;
// Seeded swap listings: 50121 (Şehir bisikleti) is the demo member's, 50122 (PlayStation 4) belongs to member 4.
const SWAP_OWNER = { email: 'husamettin.tutuncu4@carsi.test', password: 'Parola1234' };
// Seeded: listing 50001 (iPhone 12) on Pazar belongs to the demo member.
const PAZAR_LISTING = '/pazar/ilan/50001';

test('swap doping: promote my listing, it is marked on its page, stop it; the list reloads after 1 s', async ({ page }) => {
  test.setTimeout(300_000);
  await openAs(page, DEMO, '/takas/hesabim/one-cikanlar');
  await expect(page.getByRole('heading', { level: 1, name: 'Öne çıkanlar' })).toBeVisible({ timeout: 120_000 });
  const mine = page.getByRole('region', { name: 'Öne çıkarmalarım' });
  await expect(mine.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  // The price list is on the page before the seller chooses and pays.
  const prices = page.getByRole('table', { name: 'Öne çıkarma fiyatları (KDV dahil)' });
  await expect(prices.getByRole('row', { name: /^Acil etiketi/ })).toContainText('₺39,90');
  const form = page.getByRole('form', { name: 'İlanı öne çıkar' });
  await form.getByRole('button', { name: 'Öde ve öne çıkar' }).click();
  await expect(form.getByText('Öne çıkarmak istediğiniz ilanı seçin.')).toBeVisible();
  const choice = form.getByRole('combobox', { name: 'İlan' });
  await choice.selectOption({ label: (await choice.locator('option', { hasText: 'Şehir bisikleti' }).first().textContent()) ?? '' });
  await form.getByRole('combobox', { name: 'Paket' }).selectOption({ label: 'Acil etiketi' });
  await form.getByRole('combobox', { name: 'Süre' }).selectOption('7');
  await expect(form.getByText('Ödenecek tutar: ₺39,90')).toBeVisible();
  await form.getByRole('button', { name: 'Öde ve öne çıkar' }).click();
  await expect(toast(page, 'İlanınız öne çıkarıldı.')).toBeVisible();
  const urgent = mine.getByRole('listitem').filter({ hasText: 'Acil etiketi' });
  await expect(urgent.getByText('Yayında')).toBeVisible({ timeout: 10_000 });
  await expect(urgent.getByText(/7 gün · ₺39,90/)).toBeVisible();

  // The owner sees the mark on the listing's page.
  await urgent.getByRole('link').click();
  await expect(page).toHaveURL(/\/takas\/ilan\/\d+$/);
  // On the listing's own header: similar listings below may carry the mark too (other members' dopings).
  const listingHeader = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(listingHeader.getByText('Öne çıkan', { exact: true })).toBeVisible({ timeout: 60_000 });

  await page.goBack();
  const row = page.getByRole('region', { name: 'Öne çıkarmalarım' }).getByRole('listitem').filter({ hasText: 'Acil etiketi' });
  await row.getByRole('button', { name: 'Öne çıkarmayı durdur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öne çıkarma durdurulsun mu?' });
  await dialog.getByRole('button', { name: 'Durdur' }).click();
  await expect(toast(page, 'Öne çıkarma durduruldu.')).toBeVisible();
  await expect(row.getByText('Sona erdi')).toBeVisible({ timeout: 10_000 });
  await expect(row.getByRole('button', { name: 'Öne çıkarmayı durdur' })).toHaveCount(0);
});

test('swap bans: ban a listing owner, their offer is refused, then unban them in Engellediklerim', async ({ page }) => {
  test.setTimeout(300_000);
  await openAs(page, DEMO, '/takas/ilan/50122');
  const ownerBox = page.getByRole('region', { name: 'Takas sahibi' });
  await expect(ownerBox).toBeVisible({ timeout: 120_000 });
  const banButton = ownerBox.getByRole('button', { name: /^Engelle: / });
  const ownerName = ((await banButton.getAttribute('aria-label')) ?? '').replace('Engelle: ', '');
  expect(ownerName).not.toBe('');
  await banButton.click();
  const dialog = page.getByRole('dialog', { name: `${ownerName} engellensin mi?` });
  await dialog.getByRole('button', { name: 'Engelle' }).click();
  await expect(toast(page, 'Kullanıcı engellendi.')).toBeVisible();
  await expect(ownerBox.getByRole('button', { name: /^Engeli kaldır/ })).toBeVisible();

  // The banned member cannot offer a swap for the demo member's bicycle: the catalogue's message.
  await logOut(page);
  await openAs(page, SWAP_OWNER, '/takas/ilan/50121');
  const box = page.getByRole('region', { name: 'Takas teklifi' });
  await expect(box).toBeVisible({ timeout: 120_000 });
  const choice = box.getByRole('combobox', { name: 'Karşılığında vereceğiniz ilan' });
  await choice.selectOption({ label: (await choice.locator('option', { hasText: 'PlayStation' }).first().textContent()) ?? '' });
  await box.getByRole('button', { name: 'Takas teklif et' }).click();
  await expect(toast(page, 'Bu işlem için yetkiniz yok.')).toBeVisible();

  await logOut(page);
  await openAs(page, DEMO, '/takas/hesabim/engellenenler');
  await expect(page.getByRole('heading', { level: 1, name: 'Engellediklerim' })).toBeVisible({ timeout: 120_000 });
  const list = page.getByRole('list', { name: 'Engellenen kullanıcılar' });
  await expect(list.getByText(ownerName)).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await list.getByRole('button', { name: `Engeli kaldır: ${ownerName}` }).click();
  await expect(toast(page, 'Engel kaldırıldı.')).toBeVisible();
  await expect(page.getByText(/Engellediğiniz bir kullanıcı yok/)).toBeVisible();
});

test('listing page: a member asks, favourites, follows and reports; the seller answers and the answer shows', async ({ page }) => {
  test.setTimeout(300_000);
  await openAs(page, BUYER, PAZAR_LISTING);
  const questions = page.getByRole('region', { name: 'Sorular ve cevaplar' });
  await expect(questions).toBeVisible({ timeout: 120_000 });

  await questions.getByRole('textbox', { name: 'Satıcıya sorunuz' }).fill('Şarj aleti kutusunda mı?');
  await questions.getByRole('button', { name: 'Soru sor' }).click();
  await expect(toast(page, 'Sorunuz satıcıya iletildi')).toBeVisible();
  await expect(questions.getByText('Cevap bekleyen sorularınız')).toBeVisible();
  await expect(questions.getByText('Şarj aleti kutusunda mı?')).toBeVisible();

  await page.getByRole('button', { name: 'Favorilere ekle' }).click();
  await expect(page.getByRole('button', { name: 'Favorilerimde' })).toBeVisible();
  const seller = page.getByRole('region', { name: 'Satıcı' });
  await seller.getByRole('button', { name: 'Takip et' }).click();
  await expect(seller.getByRole('button', { name: 'Takip ediliyor' })).toBeVisible();

  await page.getByRole('button', { name: 'İlanı şikayet et' }).click();
  const report = page.getByRole('dialog', { name: 'İlanı şikayet et' });
  await report.getByRole('button', { name: 'Şikayeti gönder' }).click();
  await expect(report.getByText('Şikayet nedenini seçin.')).toBeVisible();
  await report.getByRole('combobox', { name: 'Şikayet nedeni' }).selectOption({ label: 'Yanıltıcı bilgi veya fotoğraf' });
  await report.getByRole('textbox', { name: 'Açıklamanız' }).fill('Pil sağlığı fotoğraftakinden düşük görünüyor.');
  await report.getByRole('button', { name: 'Şikayeti gönder' }).click();
  await expect(toast(page, 'İlan hakkındaki şikayetiniz gönderildi.')).toBeVisible();
  await expect(report).toHaveCount(0);
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  // The seller finds it under Sorular in the Pazar account, answers it, and the answer is then public.
  await logOut(page);
  await openAs(page, DEMO, '/pazar/hesabim/sorular');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorular' })).toBeVisible({ timeout: 120_000 });
  const waiting = page.getByRole('region', { name: 'İlanlarıma gelen sorular' }).getByRole('listitem').filter({ hasText: 'Şarj aleti kutusunda mı?' });
  await expect(waiting.getByText('Cevap bekliyor')).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await waiting.getByRole('textbox', { name: 'Cevabınız' }).fill('Evet, orijinal kutusu ve şarj aleti var.');
  await waiting.getByRole('button', { name: 'Cevapla' }).click();
  await expect(toast(page, 'Soru cevaplandı.')).toBeVisible();
  await expect(waiting.getByText('Cevaplandı')).toBeVisible();

  await waiting.getByRole('link', { name: 'İlanı gör' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAZAR_LISTING}$`));
  await expect(page.getByText('Bu ilan sizin.', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Favorilere ekle' })).toHaveCount(0);
  const answered = page.getByRole('list', { name: 'Cevaplanan sorular' });
  await expect(answered.getByText('Evet, orijinal kutusu ve şarj aleti var.')).toBeVisible();
  await expect(answered.getByText('Şarj aleti kutusunda mı?')).toBeVisible();
});

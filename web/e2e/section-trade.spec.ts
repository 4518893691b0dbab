import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { CORPORATE, DEMO, logOut, openAs, submitLogIn } from './support/session.ts';

// Seeded: listing 50001 (iPhone 12, 6.150 TL) on Pazar belongs to the demo member.
const DEMO_LISTING = '/pazar/ilan/50001';

test('second-hand: a buyer offers, the seller sees the earning and accepts, the buyer pays the offer price', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(DEMO_LISTING);
  const offerBox = page.getByRole('region', { name: 'Pazarlık teklifi' });
  await expect(offerBox).toBeVisible({ timeout: 120_000 });

  // A visitor is sent to log in and comes back to the listing.
  await offerBox.getByRole('textbox', { name: 'Teklifiniz (TL)' }).fill('4.000');
  await offerBox.getByRole('button', { name: 'Teklif ver' }).click();
  await expect(page).toHaveURL(/\/giris\?redirectTo=%2Fpazar%2Filan%2F50001/);
  await submitLogIn(page, CORPORATE);
  await expect(page).toHaveURL(/\/pazar\/ilan\/50001$/);

  // Refused in the browser with a Turkish message; what was typed stays.
  const field = offerBox.getByRole('textbox', { name: 'Teklifiniz (TL)' });
  await field.fill('7.000');
  await offerBox.getByRole('button', { name: 'Teklif ver' }).click();
  await expect(offerBox.getByText(/ilan fiyatından \(.*\) düşük olmalı/)).toBeVisible();
  await expect(field).toHaveValue('7.000');

  await field.fill('4.000');
  await offerBox.getByRole('button', { name: 'Teklif ver' }).click();
  await expect(offerBox.getByText('Yanıt bekliyor')).toBeVisible();
  await expect(offerBox.getByText(/Teklifiniz:\s*₺?4\.000/)).toBeVisible();

  // Update the offer while the seller has not answered.
  await offerBox.getByRole('textbox', { name: 'Yeni teklifiniz (TL)' }).fill('4.500');
  await offerBox.getByRole('button', { name: 'Teklifi güncelle' }).click();
  await expect(offerBox.getByText(/Teklifiniz:\s*₺?4\.500/)).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  // The seller (demo member) sees it in "Pazarlık teklifleri" with the earning for that price.
  await logOut(page);
  await openAs(page, DEMO, '/pazar/hesabim/teklifler');
  await expect(page.getByRole('heading', { level: 1, name: 'Pazarlık teklifleri' })).toBeVisible({ timeout: 90_000 });
  const incoming = page.getByRole('region', { name: 'Gelen teklifler' });
  const row = incoming.getByRole('listitem').filter({ hasText: 'iPhone 12' }).first();
  await expect(row.getByText(/Alıcının teklifi:\s*₺?4\.500/)).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await row.getByRole('button', { name: 'Kabul et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifi kabul et' });
  await expect(dialog.getByText('Size kalacak tutar')).toBeVisible();
  await expect(dialog.getByText(/Komisyon \(%8\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Kabul et' }).click();
  await expect(row.getByText('Kabul edildi')).toBeVisible();

  // The buyer sees "Kabul edildi" and pays the offer's price.
  await logOut(page);
  await openAs(page, CORPORATE, '/pazar/hesabim/teklifler');
  const mine = page.getByRole('region', { name: 'Verdiğim teklifler' }).getByRole('listitem').filter({ hasText: 'iPhone 12' }).first();
  await expect(mine.getByText('Kabul edildi')).toBeVisible({ timeout: 90_000 });
  await mine.getByRole('link', { name: /4\.500.*ile satın al/ }).click();
  await expect(page).toHaveURL(/\/pazar\/odeme\?teklif=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  await expect(page.getByText(/4\.500/).first()).toBeVisible();
});

// Seeded swap listings: 50121 (Şehir bisikleti) is the demo member's, 50122 (PlayStation 4) belongs to member 4.
const SWAP_OWNER = { email: 'husamettin.tutuncu4@carsi.test', password: 'Parola1234' };

test('swap: offer my listing for another, the owner accepts, both listings are SWAPPED', async ({ page }) => {
  test.setTimeout(300_000);
  await openAs(page, DEMO, '/takas/ilan/50122');
  const box = page.getByRole('region', { name: 'Takas teklifi' });
  await expect(box).toBeVisible({ timeout: 120_000 });
  await box.getByRole('button', { name: 'Takas teklif et' }).click();
  await expect(box.getByText('Takas için ilanlarınızdan birini seçin.')).toBeVisible();
  const choice = box.getByRole('combobox', { name: 'Karşılığında vereceğiniz ilan' });
  await choice.selectOption({ label: (await choice.locator('option', { hasText: 'Şehir bisikleti' }).first().textContent()) ?? '' });
  await box.getByRole('textbox', { name: 'Mesajınız (isteğe bağlı)' }).fill('Bisiklet bakımlı, hemen teslim ederim.');
  await box.getByRole('button', { name: 'Takas teklif et' }).click();
  await expect(box.getByText(/takas teklifiniz yanıt bekliyor/)).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);

  await logOut(page);
  await openAs(page, SWAP_OWNER, '/takas/hesabim/takas-teklifleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Takas teklifleri' })).toBeVisible({ timeout: 90_000 });
  const row = page.getByRole('region', { name: 'Gelen takas teklifleri' }).getByRole('listitem').filter({ hasText: 'Şehir bisikleti' }).first();
  await expect(row.getByText('Yanıt bekliyor')).toBeVisible();
  await expect(row.getByText('“Bisiklet bakımlı, hemen teslim ederim.”')).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await row.getByRole('button', { name: 'Takası kabul et' }).click();
  // A swap cannot be undone: the owner confirms it in a dialog first.
  const confirm = page.getByRole('dialog', { name: 'Takas kabul edilsin mi?' });
  await expect(confirm.getByText(/geri alınamaz/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Takası kabul et' }).click();
  await expect(row.getByText('Kabul edildi')).toBeVisible();

  // Both listings are SWAPPED: the owner's PlayStation and the demo member's bicycle.
  await page.goto('/takas/hesabim/ilanlarim?durum=SWAPPED');
  await expect(page.getByText(/PlayStation 4/).first()).toBeVisible({ timeout: 90_000 });
  await logOut(page);
  await openAs(page, DEMO, '/takas/hesabim/ilanlarim?durum=SWAPPED');
  await expect(page.getByText(/Şehir bisikleti/).first()).toBeVisible({ timeout: 90_000 });
  await page.goto('/takas/hesabim/takas-teklifleri');
  const sent = page.getByRole('region', { name: 'Gönderdiğim takas teklifleri' }).getByRole('listitem').filter({ hasText: 'PlayStation' }).first();
  await expect(sent.getByText('Kabul edildi')).toBeVisible({ timeout: 90_000 });
});

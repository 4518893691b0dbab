import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { notesShown } from './support/brief-notes.ts';
import { submitLogIn } from './support/session.ts';
import { journeyShots } from './support/shots.ts';

/** Waits until the orders under the chosen tab have loaded. */
async function openOrderTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
}

test('the demo member manages orders, creates a return and edits the profile', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const shot = journeyShots(page, testInfo, 'account');

  // A visitor asking for the orders is sent to login and comes back after it.
  await page.goto('/hesabim/siparislerim');
  await expect(page).toHaveURL(/\/giris\?redirectTo=%2Fhesabim%2Fsiparislerim/, { timeout: 30_000 });
  await submitLogIn(page);
  await expect(page).toHaveURL(/\/hesabim\/siparislerim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('01-orders');

  // The tab lives in the address; İptaller and İadeler list the cancellations and return requests themselves.
  await openOrderTab(page, 'İptaller');
  await expect(page).toHaveURL(/sekme=iptaller/);
  await expect(page.getByRole('article', { name: /^İptal: Sipariş no \d{10}$/ }).first()).toBeVisible();
  await openOrderTab(page, 'İadeler');
  await expect(page).toHaveURL(/sekme=iadeler/);
  await expect(page.getByRole('article', { name: /^İade talebi: / }).first()).toBeVisible();
  const returnsBefore = await page.getByRole('article').count();

  // Find a delivered order that can still be returned.
  await openOrderTab(page, 'Tümü');
  await expect(page).not.toHaveURL(/sekme=/);
  const delivered = page.getByRole('article').filter({ hasText: 'Teslim edildi' });
  await expect(delivered.first()).toBeVisible();
  const deliveredCount = await delivered.count();
  let found = false;
  for (let index = 0; index < deliveredCount && !found; index += 1) {
    await delivered.nth(index).getByRole('link', { name: /^Sipariş detayı/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sipariş no \d{10}$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ürünler' })).toBeVisible();
    if (await page.getByRole('button', { name: 'İade talebi oluştur' }).isVisible()) found = true;
    else {
      await page.goBack();
      await expect(delivered.first()).toBeVisible();
    }
  }
  expect(found).toBe(true);
  const orderHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const orderNumber = orderHeading.replace('Sipariş no ', '');
  await shot('02-order-detail');

  await page.getByRole('button', { name: 'İade talebi oluştur' }).click();
  const dialog = page.getByRole('dialog', { name: 'İade talebi oluştur' });
  await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
  await expect(dialog.getByText('Lütfen nedeninizi yazın (en az 3 karakter).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'İade nedeni' }).fill('Beden küçük geldi');
  await shot('03-return-dialog');
  await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('İade talebi oluşturuldu.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'İade talepleri' }).getByText('İade talebi alındı').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'İade talebi oluştur' })).toHaveCount(0);

  // The return request is now listed under the returns tab, with its status; going back from its order keeps the tab.
  await page.getByRole('main').getByRole('link', { name: 'Siparişlerim' }).first().click();
  await openOrderTab(page, 'İadeler');
  await expect(page).toHaveURL(/sekme=iadeler/);
  const returned = page.getByRole('article', { name: `İade talebi: Sipariş no ${orderNumber}` });
  await expect(returned.getByText('İade talebi alındı')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(returnsBefore + 1);
  await shot('04-returns-tab');
  await returned.getByRole('link', { name: /^Sipariş detayı/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sipariş no ${orderNumber}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/sekme=iadeler/);
  await expect(page.getByRole('tab', { name: 'İadeler' })).toHaveAttribute('aria-selected', 'true');

  // The other account pages, from the account menu.
  const menu = page.getByRole('navigation', { name: 'Hesabım menüsü' });
  await menu.getByRole('link', { name: 'Adreslerim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adreslerim' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('05-addresses');
  await page.getByRole('button', { name: 'Yeni adres ekle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(page.getByText('Adrese bir ad verin (ör. Ev, İş).')).toBeVisible();
  // The first field's floating label stands wholly inside the dialog's scrolling content, under the title.
  const [labelTop, contentTop] = await page.getByRole('dialog').evaluate((dialog) => [
    dialog.querySelector('form label')?.getBoundingClientRect().top ?? -1,
    dialog.querySelector('.MuiDialogContent-root')?.getBoundingClientRect().top ?? 0,
  ]);
  expect(labelTop).toBeGreaterThanOrEqual(contentTop ?? 0);
  await shot('06-address-form');
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();
  for (const [link, title] of [
    ['Favorilerim', 'Favorilerim'],
    ['Kayıtlı kartlarım', 'Kayıtlı kartlarım'],
    ['Şifre ve telefon', 'Şifre ve telefon'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await shot(`07-${link.toLocaleLowerCase('tr-TR').replace(/[^a-zçğıöşü]+/g, '-')}`);
  }

  // Profile: change the name and save; the page reloads after PROFILE_RELOAD_MS.
  await menu.getByRole('link', { name: 'Kullanıcı bilgilerim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: /^Ad/ });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Deniz');
  await shot('08-profile');
  const reloaded = page.waitForEvent('load');
  const saved = notesShown(page, ['Profiliniz kaydedildi.', 'Bilgileriniz kaydedildi. Sayfa yenileniyor…']);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await saved;
  await shot('09-profile-saved');
  await reloaded;
  // After the reload the member is still logged in and sees what was saved (the mock backend keeps
  // its store across reloads, as a server would).
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bilgilerim' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /^Ad/ })).toHaveValue('Deniz');
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible();
});

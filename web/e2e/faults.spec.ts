import { expect } from '@playwright/test';
import { test } from './support/world.ts';
import { runIntoServiceTimeout } from './support/clock.ts';
import { DEMO, openAs } from './support/session.ts';
import { journeyShots } from './support/shots.ts';

test('a failing call shows the catalogue warning and keeps what was typed', async ({ page }, testInfo) => {
  // The mock backend reads `?fault=` when it starts: every login answers 1000-1002 (too many requests).
  await page.goto('/giris?fault=login:error:1000-1002');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.' }).first()).toBeVisible();
  await journeyShots(page, testInfo, 'faults')('toast');
  await expect(page).toHaveURL(/\/giris/);
  await expect(page.getByRole('textbox', { name: /^E-posta/ })).toHaveValue(DEMO.email);
  await expect(page.locator('input[name="password"]')).toHaveValue(DEMO.password);
});

test('a 401 mid-session logs the member out, says why, and the shop goes on', async ({ page }) => {
  // The home page's later parts (the footer's pages and keywords last) call after the first paint,
  // seconds later on a busy machine; once the rule below is on, any such call would end the session
  // before the click that this journey is about, so the journey waits for their answers.
  const laterParts = [/\/static_pages$/, /\/api\/marketplace\/footer-keyword$/].map((url) => page.waitForResponse(url, { timeout: 45_000 }));
  // The demo member's session, with no faults set (the address clears them).
  await openAs(page, DEMO, '/?fault=');
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: 30_000 });
  await Promise.all(laterParts);
  await page.waitForLoadState('networkidle');

  // QA switches every call to 401 from the panel, as the server would after the token expired.
  await page.getByRole('button', { name: 'Test paneli' }).click();
  const panel = page.getByRole('region', { name: 'Test paneli' });
  await panel.getByRole('combobox', { name: 'Ne olsun?' }).click();
  await page.getByRole('option', { name: 'Oturumu düşür (401)' }).click();
  await panel.getByRole('button', { name: 'Kuralı ekle' }).click();
  await expect(panel.getByRole('list', { name: 'Etkin kurallar' })).toContainText('Tüm çağrılar: Oturumu düşür (401)');
  await page.getByRole('button', { name: 'Test panelini kapat' }).click();

  // The next call that needs the session comes back 401.
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem').first().click();
  await expect(page.getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş yap' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hesabım' })).toHaveCount(0);

  // Clearing the faults brings the public shop back without a reload.
  await page.getByRole('button', { name: 'Test paneli' }).click();
  await page.getByRole('region', { name: 'Test paneli' }).getByRole('button', { name: 'Kuralları temizle' }).click();
  await expect(page.getByText('Etkin kural yok; sahte sunucu normal yanıt veriyor.')).toBeVisible();
});

test('the home page keeps its featured categories and other services blocks when the content service times out', async ({ page }) => {
  test.setTimeout(120_000);
  // Both content calls never answer on this page load: the SDK's 10 s content timeout (on the page's
  // clock, moved on once both calls are out) ends them.
  await page.clock.install();
  const calls = [/\/featured_categories$/, /\/other_services$/].map((url) => page.waitForRequest(url, { timeout: 45_000 }));
  await page.goto('/?fault=contentListFeaturedCategories:hang,contentListOtherServices:hang');
  await runIntoServiceTimeout(page, calls);
  await expect(page.getByText('Öne çıkan kategoriler şu anda yüklenemedi; yerine bunlara göz atabilirsiniz.')).toBeVisible({ timeout: 45_000 });
  const categories = page.getByRole('list', { name: 'Kategoriler', exact: true });
  await expect(categories.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/kategori\//);
  await expect(page.getByText('Diğer hizmetlerimiz şu anda yüklenemedi; yerine bunlara göz atabilirsiniz.')).toBeVisible({ timeout: 45_000 });
  const services = page.getByRole('list', { name: 'Diğer hizmetlerimiz' });
  await expect(services.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(services.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);

  // The fault lasted for that page load only: the next visit shows the editors' blocks.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Öne çıkan kategoriler' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('şu anda yüklenemedi', { exact: false })).toHaveCount(0);
});

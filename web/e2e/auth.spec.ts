import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { journeyShots } from './support/shots.ts';

const uniqueEmail = (project: string): string =>
  `e2e-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ornek.com`;

const accountButton = (page: Page) => page.getByRole('button', { name: 'Hesabım' });

test('a visitor registers on the marketplace, lands on / logged in and logs out', async ({ page }, testInfo) => {
  const shot = journeyShots(page, testInfo, 'auth');

  await page.goto('/');
  // The first visit also starts the mock service worker (and, on a cold dev server, bundles code).
  await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Giriş yap' })).toBeVisible();
  await shot('01-home-guest');

  // On a phone the header shows only "Giriş yap"; the login page links on to registration.
  const registerInHeader = page.getByRole('banner').getByRole('link', { name: 'Üye ol' });
  if (await registerInHeader.isVisible()) await registerInHeader.click();
  else {
    await page.getByRole('link', { name: 'Giriş yap' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Üye ol' }).click();
  }
  await expect(page).toHaveURL(/\/uye-ol/);
  await expect(page.getByRole('heading', { level: 1, name: 'Üye ol' })).toBeVisible();

  // Sending the empty form shows Turkish errors and stays on the page.
  await page.getByRole('button', { name: 'Üye ol' }).click();
  await expect(page.getByText('E-posta adresinizi girin.')).toBeVisible();
  await expect(page.getByText('Üye olmak için kişisel verilerinizin işlenmesini onaylamanız gerekir.')).toBeVisible();

  await page.getByRole('textbox', { name: /^E-posta/ }).fill(uniqueEmail(testInfo.project.name));
  await page.locator('input[name="password"]').fill('Carsi2026');
  await page.getByRole('checkbox', { name: /özel teklif/ }).check();
  await page.getByRole('checkbox', { name: /KVKK/ }).check();
  await page.getByRole('radio', { name: 'Pazaryeri' }).check();
  await shot('02-register-filled');
  await page.getByRole('button', { name: 'Üye ol' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş yap' })).toHaveCount(0);
  await shot('03-home-member');

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('link', { name: 'Giriş yap' })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  await shot('04-logged-out');
});

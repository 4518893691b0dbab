import { expect, type Page } from '@playwright/test';

export interface Member {
  email: string;
  password: string;
}

/** The seeded members of the README: the demo buyer and the corporate member who runs store 1. */
export const DEMO: Member = { email: 'demo@carsi.test', password: 'Demo1234' };
export const CORPORATE: Member = { email: 'kurumsal@carsi.test', password: 'Kurumsal1234' };

/**
 * Fills and sends the login form the page shows (after a redirect to /giris or a goto). The first
 * page of a fresh browser context also starts the mock backend, hence the generous wait.
 */
export async function submitLogIn(page: Page, member: Member = DEMO, firstLoadMs = 90_000): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible({ timeout: firstLoadMs });
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

/** Opens /giris, logs in and waits for the member menu. */
export async function logIn(page: Page, member: Member = DEMO): Promise<void> {
  await page.goto('/giris');
  await submitLogIn(page, member);
  await expect(page.getByRole('button', { name: /^Hesabım/ }).filter({ visible: true }).first()).toBeVisible();
}

/** Logs out from the member menu, as a member would. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Hesabım/ }).filter({ visible: true }).first().click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('link', { name: 'Giriş yap' }).filter({ visible: true }).first()).toBeVisible();
}

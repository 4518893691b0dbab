import { expect, type Page } from '@playwright/test';
import { ACCOUNT_END_REDIRECT_MS } from '../../src/config/timings.ts';
import { seriousViolations } from './axe.ts';

/**
 * On a section's "Hesabımı dondur" page (already open): confirms the suspension, sees the message and is
 * taken to the section's home (`home`, say '/pazar', named `name` in the message) no sooner than
 * ACCOUNT_END_REDIRECT_MS after the press.
 */
export async function suspendSectionAccount(page: Page, home: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabımı dondur' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'header' })).toEqual([]);
  await page.getByRole('button', { name: 'Hesabımı dondur' }).click();
  // The 2 s run from the answer, which comes after the press: timed from the press, the move can never
  // look early, however long a busy machine takes to show the message.
  const pressed = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Dondur' }).click();
  await expect(page.getByText(`Hesabınız donduruldu. ${name} ana sayfasına yönlendiriliyorsunuz…`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === home, { timeout: 10_000 });
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(ACCOUNT_END_REDIRECT_MS);
}

import { CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN } from '@carsi/mocks/members';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test as base } from './world.ts';

export interface Member {
  email: string;
  password: string;
}

/** A member whose session exists in the mock backend from the start (no login needed). */
export interface SeededSession extends Member {
  token: string;
}

/** The session cookie the SDK reads (AUTH_COOKIE_NAME in @carsi/sdk/runtime). */
const AUTH_COOKIE = 'carsi_token';

/**
 * The seeded members of docs/running.md: the demo buyer and the corporate member who runs store 1. Both
 * have a session in the seed (mocks/src/db/seed/members.ts), so a
 * journey that is not about logging in can start logged in, or switch member, without the form.
 */
export const DEMO: SeededSession = { email: DEMO_EMAIL, password: DEMO_PASSWORD, token: DEMO_TOKEN };
export const CORPORATE: SeededSession = { email: CORPORATE_EMAIL, password: CORPORATE_PASSWORD, token: CORPORATE_TOKEN };

/**
 * Puts the member's session cookie in the context, as the shop does after a login (the in-browser mock
 * backend already knows the token). Any earlier session cookie is replaced; the next page load is
 * logged in.
 */
export async function useSession(context: BrowserContext, member: SeededSession): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the Playwright project has no baseURL');
  await context.clearCookies({ name: AUTH_COOKIE });
  await context.addCookies([{ name: AUTH_COOKIE, value: member.token, url: baseURL, sameSite: 'Lax' }]);
}

/**
 * `test` with a `member` option: `test.use({ member: DEMO })` starts every journey of the file (or
 * describe block) logged in as that member, without going through the login form. Journeys about
 * logging in (auth, registration, the login redirect) use the form instead.
 */
export const test = base.extend<{ member: SeededSession | undefined }>({
  member: [undefined, { option: true }],
  context: async ({ context, member }, use) => {
    if (member) await useSession(context, member);
    await use(context);
  },
});

const hasSeededSession = (member: Member): member is SeededSession => 'token' in member;

/**
 * Opens `path` as the member: straight in with the cookie of a seeded session, otherwise through the
 * login form (`/giris?redirectTo=…`), which sends the member on to `path`.
 */
export async function openAs(page: Page, member: Member, path: string): Promise<void> {
  if (hasSeededSession(member)) {
    await useSession(page.context(), member);
    await page.goto(path);
  } else {
    await page.goto(`/giris?redirectTo=${encodeURIComponent(path)}`);
    await submitLogIn(page, member);
  }
  const target = new URL(path, 'http://shop.invalid');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search, { timeout: 60_000 });
}

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

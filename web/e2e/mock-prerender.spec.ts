import { MOCK_WORKER_SCRIPT } from '@carsi/mocks/worker-scripts';
import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console.ts';
import { isDevServer } from './support/built-shop.ts';
import { expectDrawnHome, markDrawnLeadPicture } from './support/drawn-home.ts';
import { DEMO, useSession } from './support/session.ts';
import { watchSignInFrames } from './support/sign-in-watch.ts';

/**
 * A mock-mode build (the journeys' own server) draws its front doors at build time like a build for
 * real services, from the mock backend's answers, and carries the pictures those pages show as files:
 * a first visit paints the home page and its campaign picture before the mock backend has started in
 * the browser. The dev server (E2E_DEV=1) draws nothing, so there is nothing to check.
 */
test.beforeEach(async ({ baseURL }) => {
  test.skip(!baseURL || (await isDevServer(baseURL)), 'the dev server draws no page at build time');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its greeting, campaign picture and categories, and the cart its empty state', async ({ page }) => {
    await expectDrawnHome(page);
    // Drawn for any device, the page keeps them hidden for its script to decide; without one it shows them.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş yap' })).toBeVisible();
    await page.goto('/sepetim');
    await expect(page.getByText('Sepetinizde ürün bulunmuyor.')).toBeVisible();
  });
});

test('the mock backend starts under the drawn home page and the app takes it over without redrawing it', async ({ page }) => {
  const errors = collectPageErrors(page);
  const servedByWorker = { scripts: 0, pictures: 0, scriptsPast: 0 };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      if (response.fromServiceWorker()) servedByWorker.scripts += 1;
      else servedByWorker.scriptsPast += 1;
    } else if (response.request().resourceType() === 'image' && response.fromServiceWorker()) servedByWorker.pictures += 1;
  });
  await page.goto('/');
  const drawnPicture = await markDrawnLeadPicture(page);
  // The showcases below the first screen are the app's own, answered by the mock backend in the browser.
  await expect(page.getByRole('heading', { name: 'Haftanın Fırsatları' })).toBeVisible({ timeout: 30_000 });
  await expect(drawnPicture).toHaveCount(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(new RegExp(`/${MOCK_WORKER_SCRIPT}$`));
  // The mock backend draws the showcases' pictures; the shop's own code loads past it (mocks/src/worker/).
  expect(servedByWorker.pictures).toBeGreaterThan(0);
  expect(servedByWorker.scriptsPast).toBeGreaterThan(0);
  expect(servedByWorker.scripts).toBe(0);
  expect(errors).toEqual([]);
});

test("a member opening the home page drawn for every device: no frame shows a visitor's sign-in, the header shows their account", async ({ page }) => {
  const errors = collectPageErrors(page);
  await useSession(page.context(), DEMO);
  const signInShown = await watchSignInFrames(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hesabım' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş yap' })).toHaveCount(0);
  expect(await signInShown()).toBe(false);
  expect(errors).toEqual([]);
});

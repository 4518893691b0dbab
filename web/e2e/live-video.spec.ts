import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { renderedShopOrigin } from './support/e2e-ports.ts';
import { collectPageErrors } from './support/console.ts';
import { journeyShots } from './support/shots.ts';

/** A page's first visit also bundles its code on a cold dev server (and the machine is shared). */
const FIRST_LOAD_MS = 60_000;
/** The seed's first auction category: 301 is LIVE, 302 SCHEDULED, 303 ENDED. */
const LIVE_BROADCAST = '/mezat/yayin/301';
const VIDEO = /^Canlı yayın: /;

/** The video has a picture and its clock moves: it plays (not only "loaded"). */
async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByLabel(VIDEO);
  await expect(video).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const from = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(from + 1);
}

/** Browsers without HLS of their own (Firefox; Chromium before it had one) get hls.js: pretend to be one. */
async function withoutNativeHls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}

test('live broadcast: the mock stream plays muted with a CANLI mark, and one click turns the sound on', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(LIVE_BROADCAST);
  await expectPlaying(page);
  const video = page.getByLabel(VIDEO);
  // The cover is the poster until the picture comes. (Chromium's own HLS cannot read the mock service
  // worker's answers, so here hls.js takes over from it; the rendered shop below plays it natively.)
  expect(await video.getAttribute('poster')).toMatch(/^\/images\/live\//);
  await expect(page.getByText('CANLI', { exact: true })).toBeVisible();
  // The 16:9 box holds its place whatever plays in it.
  const box = await video.boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await journeyShots(page, testInfo, 'live-video')('playing');
  // By keyboard: the tab order goes from the page into the video's own controls, then to "Sesi aç".
  const sound = page.getByRole('button', { name: 'Sesi aç' });
  await sound.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(video).toBeFocused();
  const isSoundFocused = () => sound.evaluate((button) => button === document.activeElement);
  for (let presses = 0; presses < 12 && !(await isSoundFocused()); presses += 1) await page.keyboard.press('Tab');
  await expect(sound).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(sound).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('live broadcast: hls.js plays it where the browser has no HLS, and leaving the page stops the stream', async ({ page }) => {
  test.setTimeout(120_000);
  await withoutNativeHls(page);
  const errors = collectPageErrors(page);
  const player = page.waitForRequest(/\/assets\/hls-module-[\w-]+\.js$/, { timeout: FIRST_LOAD_MS });
  await page.goto(LIVE_BROADCAST);
  await player;
  await expectPlaying(page);
  // hls.js plays through a Media Source.
  expect(await page.getByLabel(VIDEO).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  // Off to the auction home: the player is gone, and no segment is asked for after it (counted from
  // then: the address changes while the broadcast is still shown and the next page's code loads).
  let segmentsAfter = 0;
  await page.getByRole('main').getByRole('link', { name: 'Mezat', exact: true }).click();
  await expect(page).toHaveURL(/\/mezat$/);
  await expect(page.getByLabel(VIDEO)).toHaveCount(0);
  page.on('request', (request) => {
    if (/\/live\/hls\//.test(request.url())) segmentsAfter += 1;
  });
  await page.waitForTimeout(5000);
  expect(segmentsAfter).toBe(0);
  expect(errors).toEqual([]);
});

test('scheduled and ended broadcasts show their cover and say so, without a player', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/mezat/yayin/302');
  await expect(page.getByText('Yayın henüz başlamadı.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText(/^Başlangıç: /).first()).toBeVisible();
  await page.goto('/mezat/yayin/303');
  await expect(page.getByText('Bu yayın sona erdi.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel(VIDEO)).toHaveCount(0);
  await expect(page.getByText('CANLI', { exact: true })).toHaveCount(0);
});

/**
 * The shop built for real services on its own host, with the mock backend over HTTP as the live service
 * (one for the whole run: e2e/support/serve-rendered-shop.ts): the stream comes from another origin under
 * the host's Content-Security-Policy, and Chromium plays it with its own HLS (or hls.js, through a Media
 * Source and its worker).
 */
test.describe('the shop built for real services', () => {
  for (const player of ['native', 'hls.js'] as const) {
    test(`the live service's stream plays (${player}) and nothing breaks the page's policy`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      if (player === 'hls.js') await withoutNativeHls(page);
      const errors = collectPageErrors(page);
      const started = Date.now();
      await page.goto(`${renderedShopOrigin()}${LIVE_BROADCAST}`);
      const video = page.getByLabel(VIDEO);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      testInfo.annotations.push({ type: 'first frame', description: `${Date.now() - started} ms after the page was asked for` });
      await expectPlaying(page);
      const source = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
      if (player === 'native') expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/live\/hls\/301\/index\.m3u8$/);
      else expect(source).toMatch(/^blob:/);
      expect(errors).toEqual([]);
    });
  }
});

import { expect, type Page } from '@playwright/test';
import { test } from './support/world.ts';
import { seriousViolations } from './support/axe.ts';
import { PHONE_LAYOUT } from './support/phone-layout.ts';

/** A page's first visit also starts the mock backend (and CI shares two cores). */
const FIRST_LOAD_MS = 30_000;

// The phone project's device (touch, a phone's browser) at the narrow, common and wide phone widths; a
// desktop project has neither the slim header nor the bar to check.
const PHONE_WIDTHS = [360, 390, 412] as const;
test.skip(({ isMobile }) => !isMobile, 'a phone’s journey');

/** How far down the screen the header reaches where a finger would touch it (it may be moved up and clipped). */
const headerHeight = (page: Page) =>
  page.evaluate(() => {
    const x = window.innerWidth / 2;
    let y = 0;
    while (y < window.innerHeight && document.elementFromPoint(x, y)?.closest('header')) y += 1;
    return y;
  });

/**
 * Adds up the layout shifts while `act` runs (the score Core Web Vitals calls CLS; shifts right after
 * a tap or a key are the visitor's doing and do not count).
 */
async function layoutShiftDuring(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const shifts = { total: 0, observer: new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }) };
    shifts.observer.observe({ type: 'layout-shift' });
    Object.assign(window, { __shifts: shifts });
  });
  await act();
  return page.evaluate(() => {
    const { total, observer } = (window as unknown as { __shifts: { total: number; observer: PerformanceObserver } }).__shifts;
    observer.disconnect();
    return total;
  });
}

/** Scrolls as a finger's swipes do, a screen at a time. */
async function scrollBy(page: Page, dy: number) {
  const step = Math.sign(dy) * 400;
  for (let done = 0; Math.abs(done) < Math.abs(dy); done += step) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(50);
  }
}

for (const width of PHONE_WIDTHS) test(`on a ${width} px phone the header slims down while scrolling, and the buy bar puts the product in the cart`, PHONE_LAYOUT, async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/urun/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const cart = page.getByRole('banner').getByRole('link', { name: /^Sepetim/ });
  await expect(cart).toHaveAccessibleName('Sepetim, boş');
  const bar = page.getByRole('region', { name: 'Fiyat ve sepete ekle' });
  // On the first screen the buy box is still ahead: no bar yet, and the whole header.
  await expect(bar).toHaveCount(0);
  const fullHeight = await headerHeight(page);
  expect(fullHeight).toBeGreaterThan(64);

  // Scrolling past the buy box: the header keeps its search row (with the cart and the account) and
  // the bar comes up, and nothing on the page moves for either.
  const shiftDown = await layoutShiftDuring(page, async () => {
    await scrollBy(page, 1600);
    await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);
    await expect(bar).toBeVisible();
  });
  expect(shiftDown).toBeLessThan(0.01);
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeInViewport();
  await expect(cart).toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₺');

  await bar.getByRole('button', { name: 'Sepete ekle' }).tap();
  await expect(page.getByText('Ürün sepetinize eklendi.')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Sepetim, 1 ürün');

  // A little way back up, the rest of the header returns.
  const shiftUp = await layoutShiftDuring(page, async () => {
    await scrollBy(page, -400);
    await expect.poll(() => headerHeight(page)).toBe(fullHeight);
  });
  expect(shiftUp).toBeLessThan(0.01);

  // At the very end the bar leaves the page's last lines uncovered (in mock mode the QA panel's entry, after the footer).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('complementary', { name: 'Test araçları' });
  await expect(last).toBeInViewport();
  await expect(bar).toBeVisible();
  const [lastBox, barBox] = await Promise.all([last.boundingBox(), bar.boundingBox()]);
  if (!lastBox || !barBox) throw new Error('the page\'s end or the bar has no box');
  // (Within a pixel: boxes are fractional.)
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y + 1);

  // Checked last, with the slim header and the bar on screen: the check lays the whole page out for a
  // moment, which the measures above would see.
  expect(await seriousViolations(page)).toEqual([]);
});

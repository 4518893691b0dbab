import { expect, type Locator, type Page } from '@playwright/test';

/** The home page's first campaign picture: its largest paint, drawn by the build. */
const leadPicture = (page: Page): Locator => page.getByRole('img', { name: 'Kış İndirimi Başladı' });

/**
 * Opens `${origin}/` and checks what the page drawn at build time shows before any script has run:
 * the greeting, the first campaign picture loaded and the featured categories.
 */
export async function expectDrawnHome(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeVisible();
  const lead = leadPicture(page);
  await expect(lead).toBeVisible();
  await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Öne çıkan kategoriler' }).getByRole('link')).not.toHaveCount(0);
}

/**
 * Marks the drawn campaign picture now; the returned locator finds it only while the app keeps that
 * element, so a count of one after the takeover means the page was hydrated, not drawn again.
 */
export async function markDrawnLeadPicture(page: Page): Promise<Locator> {
  await leadPicture(page).evaluate((img) => img.setAttribute('data-drawn-by-build', ''));
  return page.locator('img[data-drawn-by-build]');
}

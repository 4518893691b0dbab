import type { Page } from '@playwright/test';
import { FIRST_ENTRY_KEY, SHOWN_ENTRY_ATTRIBUTE } from '../../src/lib/shown-entry.ts';

/**
 * Waits until a page the walk opened has rendered what it loads: the page of the current history entry is
 * on the screen (a move between pages keeps the old one up while the next one's code loads, and a
 * redirect is a move of its own), a heading or main area is there, then no skeleton, no spinner and no
 * part marked busy (`aria-busy`, such as the footer's lists while they load) is left (a determinate
 * progress bar, such as a lot's countdown, is content and stays).
 * It replaces "networkidle", which also waits for a 500 ms quiet window after the last call: on the
 * header and footer pages that is a good part of each page's time again. Gives up after `timeout` and
 * lets the caller judge the page.
 */
export async function waitForPageSettled(page: Page, timeout = 8_000): Promise<void> {
  await page
    .waitForFunction(
      ([attribute, firstKey]) => {
        const entry = (window.history.state as { key?: string } | null)?.key ?? firstKey;
        return document.documentElement.getAttribute(attribute) === entry;
      },
      [SHOWN_ENTRY_ATTRIBUTE, FIRST_ENTRY_KEY] as const,
      { timeout: 20_000, polling: 100 },
    )
    .catch(() => undefined);
  await page
    .locator('main h1, h1, main')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelector('.MuiSkeleton-root, .home-skeleton, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]') === null,
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

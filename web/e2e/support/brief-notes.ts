import type { Page } from '@playwright/test';

/**
 * Resolves once the page shows every one of `notes` at the same time, watched from inside the page on
 * every frame. For notes that stay only until a timed reload (spec §9): a busy machine may let the test
 * look only after the reload has taken them away. Start it before the action that shows them.
 */
export async function notesShown(page: Page, notes: readonly string[]): Promise<void> {
  await page.waitForFunction((texts) => texts.every((text) => document.body.innerText.includes(text)), notes, { polling: 'raf' });
}

import type { Page } from '@playwright/test';

/**
 * MSW starts the mock backend on every page load and, when its worker is already registered, asks
 * Chromium to update it in the background without awaiting the answer. When the next navigation
 * comes first, Chromium logs that update as failed ("Failed to update a ServiceWorker … Not found").
 * The worker that serves the page is unaffected and the shop never sees it (twice in ~20 full runs,
 * on the link walks, which navigate on as soon as a page has settled). It is the mock mode's own
 * noise, not the shop's, so only that message for the mock worker's script is left out.
 */
const MOCK_WORKER_UPDATE = /^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\)/;

/** Collects the page's console errors and uncaught exceptions, as they come, into the returned list. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !MOCK_WORKER_UPDATE.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

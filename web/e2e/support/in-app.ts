import type { Page } from '@playwright/test';
import { waitForPageSettled } from './settle.ts';

/**
 * Moves the shop to `path` as a visitor following a link does, inside the running app: a press on a
 * link to it when the page shows one, otherwise the router's own history move. The link walks visit
 * dozens of pages; a full page load in mock mode starts the mock backend and the app again, several
 * times what a move inside the app costs. Returns once the page has settled.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([target]):not([download])')].find((a) => a.getAttribute('href') === to);
    if (link) {
      link.click();
      return;
    }
    // What the router does for a link: a new history entry with its own key, then it renders the page.
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await waitForPageSettled(page);
}

import type { Page } from '@playwright/test';

interface SignInWatch {
  signInShown: boolean;
}

/**
 * Looks at every animation frame of the next page loads for a visible "Giriş yap" in the header: what a
 * member must never see on a page rendered before its app knows them. Call before `page.goto`; returns
 * whether any frame so far showed it.
 */
export async function watchSignInFrames(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const watch: SignInWatch = { signInShown: false };
    Object.assign(window, { signInWatch: watch });
    const look = () => {
      for (const link of document.querySelectorAll('header a')) {
        if (link.textContent?.trim() === 'Giriş yap' && link.checkVisibility({ visibilityProperty: true })) watch.signInShown = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { signInWatch: SignInWatch }).signInWatch.signInShown);
}

import type { Page, TestInfo } from '@playwright/test';

/** Where the journeys' screenshots land (gitignored). */
const ARTIFACTS = 'e2e/artifacts';

/** `E2E_SHOTS=1` keeps the journeys' screenshots for a person to look at. */
const shotsWanted = process.env.E2E_SHOTS === '1';

/**
 * A journey's screenshots, `<project>-<journey>-<name>.png`, whole pages at CSS pixel size. They are
 * for a person walking the shop, not assertions, so a plain run (CI keeps no artifacts) skips them:
 * a full-page screenshot costs seconds of CPU (less at CSS pixel size), and the journeys take a few
 * dozen of them on each project.
 */
export function journeyShots(page: Page, testInfo: TestInfo, journey: string): (name: string) => Promise<void> {
  return async (name) => {
    if (!shotsWanted) return;
    await page.screenshot({ path: `${ARTIFACTS}/${testInfo.project.name}-${journey}-${name}.png`, fullPage: true, scale: 'css' });
  };
}

/** Debian's Chromium for the benches' own page loads (bench:web's tap, bench:trace), never a downloaded browser. */
import { chromium, type Browser } from 'playwright-core';

/** Without its calls home (background networking, component updates, sync). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

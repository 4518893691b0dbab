import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { nodeOnSources } from '@carsi/tooling/node-on-sources';
import { e2ePort, renderedShopOrigin } from './e2e/support/e2e-ports.ts';
import { PHONE_LAYOUT_TAG } from './e2e/support/phone-layout.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
// E2E_PORT lets two runs (say, two developers' journeys) share a machine; the shop's own port is 5173.
const port = e2ePort();
const baseURL = `http://localhost:${port}`;
const builtShop = `e2e/artifacts/shop-${port}`;
// React Router's CLI builds into WEB_BUILD_DIR (react-router.config.ts), and `vite preview` serves its client files.
const built = `WEB_BUILD_DIR=${builtShop}`;
const renderedShop = nodeOnSources(fileURLToPath(new URL('e2e/support/serve-rendered-shop.ts', import.meta.url)));

/**
 * Journeys in Debian's Chromium against a mock-mode production build (VITE_USE_MOCKS=true: React
 * Router's SPA mode) served by `vite preview`: no dev-server dependency re-optimisation or reload in the middle of a journey, so two
 * workers run side by side without retries. E2E_DEV=1 runs them against `vite` (dev server) instead.
 * The journeys of the shop built for real services (rendered, seo, live-video) share a second server,
 * started once per run: e2e/support/serve-rendered-shop.ts, on E2E_PORT + 10000 (e2e/support/e2e-ports.ts).
 * Failures leave a screenshot, and their second run a trace, in e2e/artifacts/results/; E2E_SHOTS=1 also keeps the journeys'
 * own screenshots (e2e/support/shots.ts).
 */
/**
 * Debian's Chromium, never a downloaded browser; without the network flags it keeps dialling out. Its
 * window also renders the address bar's suggestion popup as a web page of its own, unseen in headless
 * mode, which costs CPU in every journey (a trace of the swap journey), so those features are off.
 */
const debianChromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A failed journey runs once more, recording a trace, and the run fails all the same (a journey that
  // passes only the second time counts as a failure). Recording every journey's trace in case it fails
  // took a quarter of the e2e's CPU on a 2-core machine.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    // As a visitor who asked the system for less motion (the theme honours it): no waiting for dialogs,
    // menus and drawers to finish animating before the next step.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: debianChromium,
      },
    },
    {
      name: 'phone',
      // Only the journeys tagged PHONE_LAYOUT (e2e/support/phone-layout.ts): the others look the same at any width.
      grep: new RegExp(PHONE_LAYOUT_TAG),
      use: {
        ...devices['Pixel 7'],
        launchOptions: debianChromium,
      },
    },
  ],
  webServer: [
    {
      command: process.env.E2E_DEV
        ? `npx react-router dev --port ${port} --strictPort`
        : `node e2e/support/build-for-journeys.ts ${builtShop} && ${built} npx vite preview --port ${port} --strictPort`,
      cwd: webDir,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { VITE_USE_MOCKS: 'true', VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '' },
    },
    {
      // The mock backend over HTTP, one build for it as services and the shop's host: one for the whole run.
      command: [renderedShop.command, ...renderedShop.args].map((part) => JSON.stringify(part)).join(' '),
      cwd: webDir,
      url: renderedShopOrigin(),
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

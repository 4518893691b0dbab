import type { Page, Request } from '@playwright/test';

/**
 * The SDK's timeout for the content and live services (docs/architecture.md#the-sdk-runtime). It is a
 * page timer, so the page's clock (`page.clock.install()`) controls it.
 */
export const SERVICE_TIMEOUT_MS = 10_000;

/**
 * Lets calls that never answer (a `hang` fault) run into the SDK's service timeout without waiting it out:
 * once the page has sent every one of them, so that their timeout timers are set, the page's installed
 * clock moves on by SERVICE_TIMEOUT_MS. Start the `waitForRequest`s before the action that sends the calls.
 */
export async function runIntoServiceTimeout(page: Page, sent: Promise<Request>[]): Promise<void> {
  await Promise.all(sent);
  await page.clock.fastForward(SERVICE_TIMEOUT_MS);
}

import { WORLD_COOKIE, WORLD_HEADER } from '@carsi/mocks/worlds';
import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';

/**
 * The mock backend's world of a journey (mocks/src/worlds): one per test, so that no journey sees
 * what another one did, whatever their order.
 * - In mock mode the backend runs in the page (MSW's service worker) and keeps its store in the
 *   context's localStorage; Playwright gives every test a fresh context, so every journey already
 *   starts from the seed. The `carsi_world` cookie names the test's world anyway, and the page keeps its
 *   store under that world's key (mocks/src/worlds/page-world.ts).
 * - Against the mock backend over HTTP (`npm run mocks:serve`: the rendered-shop journeys of the whole
 *   run share one, e2e/support/serve-rendered-shop.ts), every call of the context carries
 *   `X-Carsi-World`, so each test has a store of its own on that server. The shop's host does not pass
 *   it on: its own calls (server loaders, a form post's) go to the default world, which the journeys
 *   only read.
 * A retry runs in a new world: it starts from the seed, not from what the failed run left.
 */
export const worldOf = (info: TestInfo): string => `e2e-${info.testId}-${info.retry}`;

export const test = base.extend<{ world: string }>({
  world: [
    async ({ context, baseURL }, use, info) => {
      const world = worldOf(info);
      if (baseURL) await context.addCookies([{ name: WORLD_COOKIE, value: world, url: baseURL, sameSite: 'Lax' }]);
      await context.setExtraHTTPHeaders({ [WORLD_HEADER]: world });
      await use(world);
    },
    { auto: true },
  ],
});

/**
 * Signs the context out as a new visitor would be (every cookie gone) while it stays in its test's
 * world: without the world cookie the page's backend would answer from the default world, which has
 * none of what the test did.
 */
export async function clearCookiesKeepingWorld(context: BrowserContext): Promise<void> {
  const world = (await context.cookies()).filter((cookie) => cookie.name === WORLD_COOKIE);
  await context.clearCookies();
  await context.addCookies(world);
}

/** The mock backend in Node (Vitest, scripts): an MSW server over the same handlers. */
import { setupServer } from 'msw/node';
import { resetAll } from './control/reset.ts';
import { handlers, seedFallbackFaker } from './handlers/index.ts';
import { routedHandler } from './http/routed-handler.ts';
import { preloadMocks } from './preload.ts';

await preloadMocks();

export const server = setupServer(routedHandler(handlers));

/** Seeded store, no faults, no runtime handlers added with `server.use()`. */
export function resetMocks(): void {
  resetAll();
  seedFallbackFaker();
  server.resetHandlers();
}

export { handlers };
export * from './control/index.ts';
export { db, resetDb, seedSizes, CAPS, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN } from './db/index.ts';

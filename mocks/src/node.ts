/** The mock backend in Node (Vitest, scripts): an MSW server over the same handlers. */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { resetAll } from './control/reset.ts';
import { handlers, seedFallbackFaker } from './handlers/index.ts';
import { createRouter } from './http/route.ts';
import { preloadMocks } from './preload.ts';
import { useAsyncWorldScope } from './worlds/async-scope.ts';
import { dropNamedWorlds } from './worlds/registry.ts';
import { answerInWorld } from './worlds/select.ts';

await preloadMocks();
useAsyncWorldScope();

const route = createRouter(handlers);

/** Every handler behind one (http/routed-handler.ts), each call answered in the world it names (`X-Carsi-World`). */
export const server = setupServer(http.all('*', ({ request }) => answerInWorld(request, () => route(request))));

/** Seeded default world, no named worlds, no faults, no runtime handlers added with `server.use()`. */
export function resetMocks(): void {
  resetAll();
  dropNamedWorlds();
  seedFallbackFaker();
  server.resetHandlers();
}

export { handlers };
export * from './control/index.ts';
export { db, resetDb, seedSizes, CAPS, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN } from './db/index.ts';

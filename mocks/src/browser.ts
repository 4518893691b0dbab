/** The mock backend in the browser (service worker), for `npm start` and QA. */
import { setupWorker } from 'msw/browser';
import { loadBrowserFaults } from './control/browser-faults.ts';
import { persistStore } from './control/browser-persistence.ts';
import { quietMockWorkerUpdateFailures } from './control/worker-update-noise.ts';
import { handlers } from './handlers/index.ts';
import { routedHandler } from './http/routed-handler.ts';

export const worker = setupWorker(routedHandler(handlers));

/**
 * Starts the worker (the web app serves /mockServiceWorker.js, see mocks/scripts/copy-worker.ts),
 * loads faults from `?fault=` or localStorage, and keeps the store across reloads. Unmatched
 * requests (assets, HMR) pass through.
 */
export async function startMockWorker(): Promise<void> {
  quietMockWorkerUpdateFailures(globalThis);
  loadBrowserFaults(globalThis.location?.search ?? '', globalThis.localStorage);
  const persistence = persistStore(globalThis.localStorage);
  worker.events.on('response:mocked', () => persistence.saveSoon());
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

export * from './control/index.ts';
export { resetDb, seedSizes, DEMO_EMAIL, DEMO_PASSWORD } from './db/index.ts';

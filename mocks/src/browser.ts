/** The mock backend in the browser (service worker), for `npm start` and QA. */
import { setupWorker } from 'msw/browser';
import { loadBrowserFaults } from './control/browser-faults.ts';
import { persistStore } from './control/browser-persistence.ts';
import { quietMockWorkerUpdateFailures } from './control/worker-update-noise.ts';
import { handlers } from './handlers/index.ts';
import { routedHandler } from './http/routed-handler.ts';
import { MOCK_WORKER_SCRIPT } from './worker/worker-scripts.ts';
import { worldStorageKey } from './worlds/names.ts';
import { openPageWorld } from './worlds/page-world.ts';

export const worker = setupWorker(routedHandler(handlers));

/**
 * Starts the worker (the web app serves /mock-service-worker.js, which loads MSW's; see
 * mocks/scripts/copy-worker.ts) in the page's world (`?world=`, the `carsi_world` cookie, `?scenario=`:
 * worlds/page-world.ts), loads its faults from `?fault=` or localStorage, and keeps its store across
 * reloads. The shop's code, styles and fonts load past the worker; other unmatched requests (HMR,
 * pictures no handler draws) pass through it.
 */
export async function startMockWorker(): Promise<void> {
  quietMockWorkerUpdateFailures(globalThis);
  const search = globalThis.location?.search ?? '';
  const world = openPageWorld(search, globalThis.document);
  loadBrowserFaults(search, globalThis.localStorage, worldStorageKey('faults', world.name));
  const persistence = persistStore(globalThis.localStorage, globalThis, globalThis.document, {
    key: worldStorageKey('db', world.name),
    ...(world.scenario === undefined ? {} : { scenario: world.scenario }),
  });
  worker.events.on('response:mocked', ({ request }) => persistence.answered(request));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: `/${MOCK_WORKER_SCRIPT}` } });
}

export * from './control/index.ts';
export { resetDb, seedSizes, DEMO_EMAIL, DEMO_PASSWORD } from './db/index.ts';

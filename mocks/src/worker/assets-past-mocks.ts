/**
 * Lets the shop's code, styles and fonts load past the mock backend's service worker. MSW's worker
 * answers every request of the page it controls by asking the page's own thread whether a handler
 * wants it, so each of a page load's many module requests took a round trip through the page's main
 * thread, and a response the worker passes through this way gets no V8 code cache: every load compiled
 * all the code of the shop and its mock backend again. No mock answers a script, a style or a font.
 *
 * Two layers: where the browser knows the static routing API (Chromium 123+), those requests never
 * reach the worker at all; elsewhere this script's fetch listener, added before MSW's, stops the event
 * from reaching MSW's listener, so the browser fetches them itself.
 *
 * This function is written into the worker file as its own text (`toString()`), so it must stay
 * self-contained: no imports, no names from outside its body.
 */
export interface WorkerInstallEvent {
  waitUntil(promise: Promise<unknown>): void;
  /** The static routing API (Chromium 123+). */
  addRoutes?: (rules: { condition: { requestDestination: string }; source: 'network' }[]) => Promise<void>;
}

export interface WorkerFetchEvent {
  request: { destination: string };
  stopImmediatePropagation(): void;
}

export interface WorkerScope {
  addEventListener(type: 'install', listener: (event: WorkerInstallEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}

export function letAssetsPastMocks(scope: WorkerScope): void {
  const assetDestinations = ['script', 'style', 'font', 'manifest'];
  scope.addEventListener('install', (event) => {
    if (typeof event.addRoutes !== 'function') return;
    const rules = assetDestinations.map((destination) => ({ condition: { requestDestination: destination }, source: 'network' as const }));
    // A browser that knows the API but not this condition refuses the rules; the listener below then
    // does the same job, and the worker must install all the same.
    event.waitUntil(event.addRoutes(rules).catch(() => undefined));
  });
  scope.addEventListener('fetch', (event) => {
    if (assetDestinations.includes(event.request.destination)) event.stopImmediatePropagation();
  });
}

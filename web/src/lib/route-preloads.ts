import { ROUTE_PRELOADED_EVENT, ROUTE_PRELOADING_ATTRIBUTE } from '@/config/route-preload-signal.ts';

/** Longer than the script takes on a slow phone (a few links per task); a stalled script never holds the start. */
const WAIT_LIMIT_MS = 2_000;

/** Resolves once the first page's preload script has added all its links (at once when it is not adding any). */
export function routePreloadsAdded(doc: Document = document, limitMs = WAIT_LIMIT_MS): Promise<void> {
  if (!doc.documentElement.hasAttribute(ROUTE_PRELOADING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      doc.removeEventListener(ROUTE_PRELOADED_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    doc.addEventListener(ROUTE_PRELOADED_EVENT, done);
  });
}

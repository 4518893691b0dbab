import { MOCK_WORKER_SCRIPT } from '../worker/worker-scripts.ts';

/**
 * msw/browser, finding its worker already registered, calls `registration.update()` without awaiting
 * it. When the page navigates on before that background update settles, Chromium rejects it ("Failed
 * to update a ServiceWorker for scope (…) with script (…/mock-service-worker.js): Not found") and the
 * rejection surfaces as the page's uncaught error, although the worker serving the page is unaffected.
 * Only that rejection, for the mock worker's own script, is marked as handled.
 */
const MOCK_WORKER_UPDATE_FAILURE = new RegExp(
  String.raw`Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*/${MOCK_WORKER_SCRIPT.replaceAll('.', String.raw`\.`)}'\)`,
);

/** True for that failure's message, also as Chromium prints it to the console ("Uncaught (in promise) …"). */
export function isMockWorkerUpdateMessage(message: string): boolean {
  return MOCK_WORKER_UPDATE_FAILURE.test(message);
}

export function isMockWorkerUpdateFailure(reason: unknown): boolean {
  return reason instanceof Error && isMockWorkerUpdateMessage(reason.message);
}

export function quietMockWorkerUpdateFailures(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isMockWorkerUpdateFailure(event.reason)) event.preventDefault();
  });
}

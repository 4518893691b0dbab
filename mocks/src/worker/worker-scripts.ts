/**
 * The mock backend's service worker, as the web app serves it: MSW's own worker, untouched, behind a
 * small script of ours that registers first (mocks/scripts/copy-worker.ts writes both into web/public).
 */
export const MOCK_WORKER_SCRIPT = 'mock-service-worker.js';
/** MSW's worker as its package ships it ("Please do NOT modify this file"). */
export const MSW_WORKER_SCRIPT = 'mockServiceWorker.js';

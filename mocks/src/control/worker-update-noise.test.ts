import { describe, expect, it } from 'vitest';
import { isMockWorkerUpdateFailure } from './worker-update-noise.ts';

describe('the mock worker update failure', () => {
  it('is recognised only for the mock worker script', () => {
    const update = "Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/mock-service-worker.js'): Not found";
    expect(isMockWorkerUpdateFailure(new TypeError(update))).toBe(true);
    expect(isMockWorkerUpdateFailure(new TypeError(update.replace('mock-service-worker.js', 'sw.js')))).toBe(false);
    expect(isMockWorkerUpdateFailure(new Error('Ürünler yüklenemedi'))).toBe(false);
    expect(isMockWorkerUpdateFailure(update)).toBe(false);
  });
});

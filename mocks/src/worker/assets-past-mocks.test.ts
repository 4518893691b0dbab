import { describe, expect, it, vi } from 'vitest';
import { letAssetsPastMocks, type WorkerFetchEvent, type WorkerInstallEvent, type WorkerScope } from './assets-past-mocks.ts';

function fakeScope() {
  const listeners: { install: ((event: WorkerInstallEvent) => void)[]; fetch: ((event: WorkerFetchEvent) => void)[] } = { install: [], fetch: [] };
  const scope: WorkerScope = {
    addEventListener: (type: 'install' | 'fetch', listener: never) => {
      (listeners[type] as unknown[]).push(listener);
    },
  };
  return { scope, listeners };
}

const fetchEvent = (destination: string) => ({ request: { destination }, stopImmediatePropagation: vi.fn() });

describe('letAssetsPastMocks', () => {
  it('keeps scripts, styles and fonts away from the mock handlers, and the API calls and pictures with them', () => {
    const { scope, listeners } = fakeScope();
    letAssetsPastMocks(scope);
    const [listener] = listeners.fetch;
    for (const destination of ['script', 'style', 'font']) {
      const event = fetchEvent(destination);
      listener?.(event);
      expect(event.stopImmediatePropagation, destination).toHaveBeenCalled();
    }
    // fetch() calls have no destination; MSW's listener must see them, and the pictures it draws.
    for (const destination of ['', 'image', 'document']) {
      const event = fetchEvent(destination);
      listener?.(event);
      expect(event.stopImmediatePropagation, destination || 'fetch()').not.toHaveBeenCalled();
    }
  });

  it('asks a browser with static routing to send those requests to the network without waking the worker', async () => {
    const { scope, listeners } = fakeScope();
    letAssetsPastMocks(scope);
    const addRoutes = vi.fn(async () => undefined);
    const waitUntil = vi.fn();
    listeners.install[0]?.({ addRoutes, waitUntil });
    expect(addRoutes).toHaveBeenCalledWith(expect.arrayContaining([{ condition: { requestDestination: 'script' }, source: 'network' }]));
    await expect(waitUntil.mock.calls[0]?.[0]).resolves.toBeUndefined();
  });

  it('installs even when the browser refuses the rules, or has no static routing', async () => {
    const { scope, listeners } = fakeScope();
    letAssetsPastMocks(scope);
    const waitUntil = vi.fn();
    listeners.install[0]?.({ addRoutes: async () => Promise.reject(new TypeError('unknown condition')), waitUntil });
    await expect(waitUntil.mock.calls[0]?.[0]).resolves.toBeUndefined();
    expect(() => listeners.install[0]?.({ waitUntil })).not.toThrow();
  });

  it('runs from its own text, as the worker file carries it', () => {
    const { scope, listeners } = fakeScope();
    new Function('scope', `(${letAssetsPastMocks.toString()})(scope);`)(scope);
    const event = fetchEvent('script');
    listeners.fetch[0]?.(event);
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
  });
});

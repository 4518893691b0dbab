import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOADED_EVENT, ROUTE_PRELOADING_ATTRIBUTE } from '@/config/route-preload-signal.ts';
import { routePreloadsAdded } from './route-preloads.ts';

afterEach(() => {
  document.documentElement.removeAttribute(ROUTE_PRELOADING_ATTRIBUTE);
  vi.useRealTimers();
});

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('routePreloadsAdded', () => {
  it('resolves at once when the preload script is not adding links', async () => {
    expect(await settled(routePreloadsAdded())).toBe(true);
  });

  it('waits for the script to say it has added its last link', async () => {
    document.documentElement.setAttribute(ROUTE_PRELOADING_ATTRIBUTE, '');
    const added = routePreloadsAdded();
    expect(await settled(added)).toBe(false);
    document.dispatchEvent(new Event(ROUTE_PRELOADED_EVENT));
    expect(await settled(added)).toBe(true);
  });

  it('stops waiting for a script that never finishes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.documentElement.setAttribute(ROUTE_PRELOADING_ATTRIBUTE, '');
    const added = routePreloadsAdded(document, 500);
    expect(await settled(added)).toBe(false);
    vi.advanceTimersByTime(500);
    expect(await settled(added)).toBe(true);
  });
});

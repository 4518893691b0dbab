import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedFile, startLaterScript } from './prerender.ts';

const run = (script: string) => {
  // The script is what the build writes to a file; here it runs in this document.
  new Function(script)();
};
const added = () => ({
  entry: document.head.querySelectorAll('script[type="module"][src="/assets/index-abc.js"]').length,
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  routePreload: document.head.querySelectorAll('script[src="/assets/route-preload-1.js"]').length,
});

describe('starting the app on a prerendered page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    run(startLaterScript({ entry: '/assets/index-abc.js', preloads: ['/assets/shell-def.js'], routePreload: '/assets/route-preload-1.js' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    // Only what the script added: the head also holds the styles other tests' components put there.
    for (const added of document.head.querySelectorAll('script[src^="/assets/"], link[rel="modulepreload"]')) added.remove();
  });

  it('asks for the app only after the loaded page has painted', () => {
    expect(added()).toEqual({ entry: 0, preloads: [], routePreload: 0 });
    vi.advanceTimersByTime(50);
    expect(added()).toEqual({ entry: 1, preloads: ['/assets/shell-def.js'], routePreload: 1 });
  });

  it('asks for it at once when the visitor reaches for the page, and only once', () => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(added().entry).toBe(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5000);
    expect(added()).toEqual({ entry: 1, preloads: ['/assets/shell-def.js'], routePreload: 1 });
  });
});

describe('prerendered files', () => {
  it('are folders with an index.html, the home page the site index', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/sepetim')).toBe('sepetim/index.html');
    expect(prerenderedFile('/pazar/')).toBe('pazar/index.html');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from './paths.ts';
import { patternSource, PRELOADS_PER_TASK, preloadRoutes, preloadScript } from './route-preload.ts';
import { ROUTE_PRELOADED_EVENT, ROUTE_PRELOADING_ATTRIBUTE } from './route-preload-signal.ts';

const table = [
  { pattern: paths.home.path, files: ['assets/home.js', 'assets/shared.js'] },
  { pattern: paths.product.path, files: ['assets/product.js', 'assets/shared.js'] },
  { pattern: paths.secondHand.path, files: ['assets/section-home.js'] },
];

/** Runs the preload script at an address and returns what it asked the browser to preload. */
function preloadedAt(pathname: string, base = '/'): string[] {
  removePreloads();
  window.history.replaceState(null, '', pathname);
  new Function(preloadScript(table, base))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

function removePreloads(): void {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
}

afterEach(() => {
  removePreloads();
  window.history.replaceState(null, '', '/');
});

describe('the first page preload script', () => {
  it('preloads the chunks of the page at the address, and only those', () => {
    expect(preloadedAt('/urun/42')).toEqual(['/assets/product.js', '/assets/shared.js']);
  });

  it('matches as React Router does: trailing slash, any case, one segment per parameter', () => {
    expect(preloadedAt('/URUN/42/')).toEqual(['/assets/product.js', '/assets/shared.js']);
    expect(preloadedAt('/urun/42/yorumlar')).toEqual([]);
    expect(preloadedAt('/pazar')).toEqual(['/assets/section-home.js']);
    expect(preloadedAt('/pazar/ilan/3')).toEqual([]);
  });

  it('preloads the home page only at the root', () => {
    expect(preloadedAt('/')).toEqual(['/assets/home.js', '/assets/shared.js']);
    expect(preloadedAt('/bilinmeyen')).toEqual([]);
  });

  it('puts the files under the build base, as modules fetched like Vite’s own preloads', () => {
    expect(preloadedAt('/pazar', '/magaza/')).toEqual(['/magaza/assets/section-home.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    // crossorigin="" is anonymous, the mode of index.html's module script and of import().
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('keeps file names outside assets/ whole', () => {
    window.history.replaceState(null, '', '/');
    new Function(preloadScript([{ pattern: '/', files: ['assets/a.js', 'other/b.mjs'] }], '/'))();
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/a.js', '/other/b.mjs']);
  });

  it('adds a long list a few links per task, the first few at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, at) => `assets/part-${at}.js`);
      window.history.replaceState(null, '', '/');
      new Function(preloadScript([{ pattern: '/', files }], '/'))();
      const count = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
      expect(count()).toBe(PRELOADS_PER_TASK);
      vi.advanceTimersByTime(0);
      expect(count()).toBe(2 * PRELOADS_PER_TASK);
      // The app waits for the last link (lib/route-preloads.ts): the document is marked until then.
      const preloaded = vi.fn();
      document.addEventListener(ROUTE_PRELOADED_EVENT, preloaded);
      expect(document.documentElement.hasAttribute(ROUTE_PRELOADING_ATTRIBUTE)).toBe(true);
      vi.runAllTimers();
      expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(files.map((file) => `/${file}`));
      expect(document.documentElement.hasAttribute(ROUTE_PRELOADING_ATTRIBUTE)).toBe(false);
      expect(preloaded).toHaveBeenCalledTimes(1);
      document.removeEventListener(ROUTE_PRELOADED_EVENT, preloaded);
    } finally {
      vi.useRealTimers();
    }
  });

  it('escapes literal characters of a pattern', () => {
    expect(new RegExp(patternSource('/a.b/:id'), 'i').test('/axb/1')).toBe(false);
    expect(new RegExp(patternSource('/a.b/:id'), 'i').test('/a.b/1')).toBe(true);
  });

  it('lists each landing route once, each pattern a route of the shop', () => {
    const patterns = preloadRoutes.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain(paths.search.path);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_LATEST_MS, APP_START_SCRIPT, withAppStartAfterLoad } from './app-start.ts';

/** The shapes React Router's `<Scripts>` and React's hoisting give a rendered page. */
const ROUTER_MODULE = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const rendered = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="abc"/>',
  '<link rel="preload" as="image" href="/images/1.svg"/>',
  '</head><body><main>Ürün</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${ROUTER_MODULE}</script>`,
  '</body></html>',
].join('');

describe('withAppStartAfterLoad', () => {
  it('holds the router module script unrun and removes its module preloads from the head', () => {
    const page = withAppStartAfterLoad(rendered);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('type="module"');
    expect(page).toContain(`<script nonce="abc" type="text/carsi-app">${ROUTER_MODULE}</script>`);
    // What is not the router's code stays where it was: the picture's preload, the router's context.
    expect(page).toContain('<link rel="preload" as="image" href="/images/1.svg"/>');
    expect(page).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  });

  it('leaves a page without the router module script as it is', () => {
    const page = rendered.replace(/<script nonce="abc" type="module"[\s\S]*?<\/script>/, '');
    expect(withAppStartAfterLoad(page)).toBe(page);
  });
});

describe('APP_START_SCRIPT', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    document.body.replaceChildren();
  });

  const heldPage = () => withAppStartAfterLoad(rendered).replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');

  it('after the page has loaded and painted, turns the held script into a module script that runs', async () => {
    document.body.innerHTML = heldPage();
    expect(document.readyState).toBe('complete');
    new Function(APP_START_SCRIPT)();
    expect(document.querySelector('script[type="module"]')).toBeNull();

    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const started = document.querySelector('script[type="module"]');
    expect(started?.textContent).toBe(ROUTER_MODULE);
    expect(document.querySelector('script[type="text/carsi-app"]')).toBeNull();
  });

  it("starts the code at the latest a few seconds after the head was read, when a picture holds the page's load", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    document.body.innerHTML = heldPage();
    new Function(APP_START_SCRIPT)();
    await vi.advanceTimersByTimeAsync(APP_START_LATEST_MS - 100);
    expect(document.querySelector('script[type="module"]')).toBeNull();

    await vi.advanceTimersByTimeAsync(200);
    expect(document.querySelector('script[type="module"]')?.textContent).toBe(ROUTER_MODULE);
    // The page's load, when it comes, starts nothing more.
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { APP_STARTED_EVENT, isDrawnPerRequest, MEMBER_DEVICE_ATTRIBUTE, prerenderedFile, SESSION_COOKIE_META, SESSION_UNKNOWN_ATTRIBUTE, startLaterScript } from './prerender.ts';

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
    // Lets go of the page's clicks: the listeners stay on this window for the next tests.
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    document.body.replaceChildren();
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

  it('adds the entry at once, then one preload per task, the route preloads last', () => {
    // The page of beforeEach starts its app and lets go of the window; this one has three preloads.
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    for (const added of document.head.querySelectorAll('script[src^="/assets/"], link[rel="modulepreload"]')) added.remove();
    run(startLaterScript({ entry: '/assets/index-abc.js', preloads: ['/assets/a.js', '/assets/b.js', '/assets/c.js'], routePreload: '/assets/route-preload-1.js' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(added()).toEqual({ entry: 1, preloads: ['/assets/a.js'], routePreload: 0 });
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual({ entry: 1, preloads: ['/assets/a.js', '/assets/b.js'], routePreload: 0 });
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual({ entry: 1, preloads: ['/assets/a.js', '/assets/b.js', '/assets/c.js'], routePreload: 1 });
  });

  it('holds a button pressed before the app has started and presses it again once the app listens', () => {
    document.body.innerHTML = '<main><button type="button">Sepete ekle</button><a href="#kampanya">Kampanya</a></main>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click']) document.addEventListener(type, (event) => seen.push(`${type}${event.defaultPrevented ? ' (held)' : ''}`));

    button.click();
    expect(added().entry).toBe(1);
    expect(seen).toEqual(['click (held)']);
    // A link is not held: it works before the app as it does after.
    (document.querySelector('a') as HTMLAnchorElement).click();
    expect(seen).toEqual(['click (held)', 'click']);

    seen.length = 0;
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(seen).toEqual(['mousedown', 'mouseup', 'click']);
    button.click();
    expect(seen).toEqual(['mousedown', 'mouseup', 'click', 'click']);
  });
});

describe('starting the app on a prerendered page of a member\'s device', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    // As the page renderer names it in the drawn page's head.
    document.head.insertAdjacentHTML('beforeend', `<meta name="${SESSION_COOKIE_META}" content="${AUTH_COOKIE_NAME}">`);
  });
  afterEach(() => {
    // A script that has not started the app yet still listens to the window for the first input: start
    // it here, so that another file's clicks in this worker do not add its entry to their document.
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    vi.useRealTimers();
    document.head.querySelector(`meta[name="${SESSION_COOKIE_META}"]`)?.remove();
    document.cookie = `${AUTH_COOKIE_NAME}=; max-age=0; path=/`;
    document.documentElement.removeAttribute(MEMBER_DEVICE_ATTRIBUTE);
    document.documentElement.removeAttribute(SESSION_UNKNOWN_ATTRIBUTE);
    for (const added of document.head.querySelectorAll('script[src^="/assets/"], link[rel="modulepreload"]')) added.remove();
  });

  it('marks the page as a member\'s and asks for the app at once', () => {
    document.cookie = `${AUTH_COOKIE_NAME}=uye-anahtari; path=/`;
    document.documentElement.setAttribute(SESSION_UNKNOWN_ATTRIBUTE, '');
    run(startLaterScript({ entry: '/assets/index-abc.js', preloads: ['/assets/shell-def.js'] }));
    expect(document.documentElement.hasAttribute(MEMBER_DEVICE_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(SESSION_UNKNOWN_ATTRIBUTE)).toBe(false);
    expect(added().entry).toBe(1);
  });

  it('leaves a visitor\'s page unmarked, even with another cookie named alike', () => {
    document.cookie = `x${AUTH_COOKIE_NAME}=baska; path=/`;
    document.documentElement.setAttribute(SESSION_UNKNOWN_ATTRIBUTE, '');
    run(startLaterScript({ entry: '/assets/index-abc.js', preloads: [] }));
    expect(document.documentElement.hasAttribute(MEMBER_DEVICE_ATTRIBUTE)).toBe(false);
    // A page drawn for any device shows the visitor's links once the script has looked.
    expect(document.documentElement.hasAttribute(SESSION_UNKNOWN_ATTRIBUTE)).toBe(false);
    document.cookie = `x${AUTH_COOKIE_NAME}=; max-age=0; path=/`;
  });
});

describe('prerendered files', () => {
  it('are folders with an index.html, the home page the site index', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/sepetim')).toBe('sepetim/index.html');
    expect(prerenderedFile('/pazar/')).toBe('pazar/index.html');
  });
});

describe('pages the host draws per request', () => {
  it('are the pages a visitor sees as anyone does', () => {
    for (const path of ['/', '/sepetim', '/urun/12', '/arama', '/kategori/elektronik', '/marka/lc-waikiki', '/pazar', '/takas/ilan/3', '/mezat/yayin/2', '/blog']) {
      expect(isDrawnPerRequest(path), path).toBe(true);
    }
  });

  it('leave a member\'s pages, the checkout, the sign-in forms and the content service\'s HTML to the browser', () => {
    for (const path of ['/hesabim', '/hesabim/siparislerim', '/pazar/hesabim/ilanlarim', '/odeme', '/giris', '/uye-ol', '/yardim', '/blog/kis-modasi', '/sayfa/hakkimizda', '/boyle-bir-sayfa-yok']) {
      expect(isDrawnPerRequest(path), path).toBe(false);
    }
  });
});

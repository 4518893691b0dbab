import { addToGuestCart, storeToken } from '@carsi/sdk';
import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { DEMO_TOKEN, resetMocks, server } from '@carsi/mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBER_DEVICE_ATTRIBUTE, MEMBER_HIDDEN_ATTRIBUTE, PRERENDER_STATE_ID, SESSION_COOKIE_META, PRERENDERED_ATTRIBUTE } from '@/config/prerender.ts';
import { refreshSession } from '@/lib/session.ts';
import { mountApp } from '../mount.tsx';
import { renderPage } from './render-page.tsx';

const services = { VITE_MAIN_API_URL: 'http://main.test', VITE_CONTENT_API_URL: 'http://content.test', VITE_LIVE_API_URL: 'http://live.test' };

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/**
 * Puts the build's page for `path` on the screen, as the host serves it, and starts the app over it;
 * `onDevice` is what this visitor's browser holds (a session, a cart), which the build never sees.
 */
async function visitPrerendered(path: string, onDevice: () => void = () => undefined) {
  const result = await renderPage(path, services);
  if (!('page' in result)) throw new Error(`not prerendered: ${result.skipped}`);
  onDevice();
  const { html, state } = result.page;
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>`;
  const container = document.getElementById('root') as HTMLElement;
  const redone = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  // Only the server and the client renderer sharing one process (this test) mark contexts so.
  const sharedRealm = /Detected multiple renderers concurrently rendering the same context provider/;
  const drawn = container.firstElementChild;
  await act(async () => {
    root = await mountApp(container, { onRecoverableError: redone });
  });
  const errors = () => consoleError.mock.calls.filter(([message]) => !sharedRealm.test(String(message)));
  return { container, drawn, redone, errors };
}

/** The page the renderer draws for `address`; the test stops there if it was not drawn. */
async function drawnPage(address: string) {
  const result = await renderPage(address, services);
  if (!('page' in result)) throw new Error(result.skipped);
  expect(result.page.html).not.toMatch(/<script|<template/);
  return result.page;
}

/** The app took the page over as drawn: nothing redone or reported, the element at `selector` kept. */
function expectTakenOverAsDrawn(visit: Awaited<ReturnType<typeof visitPrerendered>>, selector: string, kept: Element | null) {
  expect(visit.redone).not.toHaveBeenCalled();
  expect(visit.errors()).toEqual([]);
  expect(visit.container.firstElementChild).toBe(visit.drawn);
  expect(visit.container.querySelector(selector)).toBe(kept);
}

describe('a prerendered page', () => {
  it('holds the home page with its campaign pictures before any script, and the app takes it over as drawn', async () => {
    const page = await drawnPage('/');
    expect(page.html).toMatch(/<h1[^>]*>Aradığınız her şey Çarşı’da<\/h1>/);
    expect(page.html).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(page.head).toContain('<title>Çarşı — Online Alışveriş</title>');
    expect(page.head).toContain(`<meta name="${SESSION_COOKIE_META}" content="${AUTH_COOKIE_NAME}">`);

    const visit = await visitPrerendered('/');
    const banner = visit.container.querySelector('img[fetchpriority="high"]');
    // The showcases below the first screen load after it has painted, as in the browser.
    await screen.findByRole('heading', { name: 'Haftanın Fırsatları' });
    // Hydration keeps the elements on the screen: the picture is not drawn a second time.
    expectTakenOverAsDrawn(visit, 'img[fetchpriority="high"]', banner);
  });

  it('greets a member who lands on it with their account once the app has taken over', async () => {
    // Drawn for a visitor, the page marks its sign-in links so that a member's device hides them.
    expect((await drawnPage('/')).html).toMatch(new RegExp(`${MEMBER_HIDDEN_ATTRIBUTE}=""[^>]*>[\\s\\S]*?Giriş yap`));
    const { redone, errors } = await visitPrerendered('/', () => {
      storeToken(DEMO_TOKEN);
      refreshSession();
      // What the start-later script does on a member's device.
      document.documentElement.setAttribute(MEMBER_DEVICE_ATTRIBUTE, '');
    });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hesabım' })).toBeTruthy();
    // The member's header is there: the mark that hid the visitor's links goes.
    await waitFor(() => expect(document.documentElement.hasAttribute(MEMBER_DEVICE_ATTRIBUTE)).toBe(false));
    expect(redone).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
  });

  it('draws the cart loading at build time, and shows a visitor the cart kept on this device once the app has taken over', async () => {
    const page = await drawnPage('/sepetim');
    expect(page.html).toContain('aria-label="Sepet yükleniyor"');
    // Nor does the header's cart say "boş": it is named without a count until the app knows it.
    expect(page.html).toContain('aria-label="Sepetim"');
    expect(page.html).not.toContain('Sepetim, boş');
    const { container, redone, errors } = await visitPrerendered('/sepetim', () => addToGuestCart(1, 2));
    await waitFor(() => expect(within(container).queryByText('Sepetinizde ürün bulunmuyor.')).toBeNull());
    expect(await within(container).findByRole('button', { name: 'Ödemeye geç' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeTruthy();
    expect(redone).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
  });

  it('draws a search per request with what its parts ask for, and the app takes it over as drawn', async () => {
    const page = await drawnPage('/arama?q=telefon');
    expect(page.html).toContain('“telefon” için sonuçlar');
    // The results and the filters are asked for by the page's parts while it is drawn, not up front.
    expect(page.html).toMatch(/<a[^>]*href="\/urun\/\d+"/);

    const visit = await visitPrerendered('/arama?q=telefon');
    const firstResult = visit.container.querySelector('main a[href^="/urun/"]');
    // The app is running once the header's search, reached for, has become the suggestion box.
    const field = await screen.findByRole('searchbox', { name: 'Ürün, kategori, marka veya mağaza ara' });
    act(() => field.focus());
    await screen.findByRole('combobox', { name: 'Ürün, kategori, marka veya mağaza ara' });
    expectTakenOverAsDrawn(visit, 'main a[href^="/urun/"]', firstResult);
  });

  it('is drawn by the shell when the services fail at build time', async () => {
    const result = await renderPage('/', { ...services, VITE_CONTENT_API_URL: 'http://127.0.0.1:9' });
    expect(result).toEqual({ skipped: expect.stringMatching(/failed/) });
  });
});

import { addToGuestCart, readGuestCart } from '@carsi/sdk';
import { configureSdk, createQueryClient, errorMessages, storeToken } from '@carsi/sdk/runtime';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastNotifier } from '@/lib/notifier.ts';
import { refreshSession } from '@/lib/session.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { enterText } from '@/testing/enter-text.ts';

/**
 * The fault matrix, layer 2: the main pages with every call of the page failing the same way. Each
 * cell must keep the layout on screen (no blank page, no error boundary), show only Turkish catalogue
 * messages, let nothing escape uncaught, keep the guest cart, and — on the login form — keep what was typed.
 */
type Fault = 'catalogue error' | '401' | 'network' | 'malformed' | 'timeout';
const faults: Fault[] = ['catalogue error', '401', 'network', 'malformed', 'timeout'];
const pages = ['/', '/arama?q=kupa', '/urun/3', '/kategori/moda', '/sepetim', '/pazar', '/giris'];
const GUEST_CART = [{ id: 3, quantity: 2 }];
const turkishMessages = new Set(Object.values(errorMessages));

function failingFetch(fault: Fault): typeof fetch {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return (_input, init) => {
    switch (fault) {
      case 'catalogue error':
        return Promise.resolve(json(429, { status: 429, code: '1000-1002', data: null }));
      case '401':
        return Promise.resolve(json(401, { status: 401, code: '1000-1003', data: null }));
      case 'network':
        return Promise.reject(new TypeError('Failed to fetch'));
      case 'malformed':
        return Promise.resolve(new Response('<html>bakım</html>', { status: 200 }));
      case 'timeout':
        // Every service times out here (the main API has none in production; shortened for the test).
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
  };
}

const uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.error);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
const results: { cell: string; holds: boolean }[] = [];

beforeEach(() => {
  uncaught.length = 0;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  addToGuestCart(3, 2);
});
afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});
afterAll(() => {
  console.info(`fault matrix (pages): ${pages.length} pages × ${faults.length} faults → ${results.length} cells; ${results.filter((r) => r.holds).length} hold`);
});

function openPage(path: string, fault: Fault) {
  configureSdk({ fetch: failingFetch(fault), timeoutsMs: { main: 30, content: 30, live: 30 } });
  const client = createQueryClient({ notify: toastNotifier });
  // Retries stay on (5xx and transport failures), without waiting between them.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const warnings = vi.spyOn(toastNotifier, 'warning');
  renderApp(path, client);
  return { warnings, client };
}

async function settled(client: ReturnType<typeof createQueryClient>): Promise<void> {
  await waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 8000 });
}

describe('fault matrix: main pages under each fault', () => {
  for (const path of pages) {
    for (const fault of faults) {
      it(`${path} × ${fault}`, async () => {
        let holds = false;
        try {
          const crashes = vi.spyOn(console, 'error');
          const { warnings, client } = openPage(path, fault);
          expect((await screen.findAllByRole('banner', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
          // The layout is there with content in the main area (a page's own "try again" panel counts),
          // never the app's last-resort boundary, a render crash or a blank page. The page's code loads
          // lazily, so its requests may start after a first quiet moment: wait for content, then settle.
          await waitFor(() => expect(screen.getByRole('main').textContent?.trim().length ?? 0).toBeGreaterThan(0), { timeout: 8000 });
          await settled(client);
          expect(screen.getByRole('main').textContent?.trim().length ?? 0).toBeGreaterThan(0);
          expect(screen.queryByText('Sayfa yüklenirken beklenmeyen bir hata oluştu.')).toBeNull();
          expect(crashes.mock.calls.filter((args) => args.some((arg) => arg instanceof Error))).toEqual([]);
          // Only catalogue messages, in Turkish, reach the shopper.
          for (const [message] of warnings.mock.calls) expect(turkishMessages.has(message)).toBe(true);
          expect(readGuestCart()).toEqual(GUEST_CART);
          expect(uncaught).toEqual([]);
          holds = true;
        } finally {
          results.push({ cell: `${path} × ${fault}`, holds });
          vi.restoreAllMocks();
          cleanup();
        }
      }, 20_000);
    }
  }

  for (const fault of faults) {
    it(`login form × ${fault}: the message shows and what was typed stays`, async () => {
      const user = userEvent.setup();
      openPage('/giris', fault);
      const email = (await screen.findByRole('textbox', { name: /^E-posta/ }, { timeout: 8000 })) as HTMLInputElement;
      const password = document.querySelector<HTMLInputElement>('input[name="password"]');
      if (!password) throw new Error('password field missing');
      await enterText(user, email, 'demo@carsi.test');
      await enterText(user, password, 'Demo1234');
      await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
      const expected = { 'catalogue error': errorMessages['1000-1002'], '401': errorMessages['1000-1003'], network: errorMessages['CLIENT-NETWORK'], malformed: errorMessages['CLIENT-MALFORMED'], timeout: errorMessages['CLIENT-TIMEOUT'] }[fault];
      expect((await screen.findAllByText(expected, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
      expect(email.value).toBe('demo@carsi.test');
      expect(password.value).toBe('Demo1234');
      expect(readGuestCart()).toEqual(GUEST_CART);
      expect(uncaught).toEqual([]);
      results.push({ cell: `login × ${fault}`, holds: true });
    }, 20_000);
  }

  it('a member page under a 401 for the current token ends the session and leaves the layout', async () => {
    storeToken('member-token-0000000000');
    refreshSession();
    const { client } = openPage('/hesabim', '401');
    await act(async () => settled(client));
    expect((await screen.findAllByRole('banner')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(errorMessages['1000-1003'])).length).toBeGreaterThan(0);
    expect(readGuestCart()).toEqual(GUEST_CART);
  }, 20_000);
});

import { isLoggedIn, storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_END_REDIRECT_MS } from '@/config/timings.ts';
import { refreshSession } from '@/lib/session.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { enterText } from '@/testing/enter-text.ts';
import { fakeBackend, ok } from '@/testing/test-utils.tsx';

/**
 * Every call of the main service answers an empty page (the header's menus and the home's lists alike),
 * every list of the content service (its addresses are outside /api/: banners, categories, pages) an
 * empty list; the deletion an empty success.
 */
const emptyPage = () => ok({ currentPage: 1, pageSize: 10, totalCount: 0, totalPages: 0, items: [] });
const emptyList = () => ok([]);

describe('/hesabim/hesabi-sil', () => {
  it('sends the former member to the home page, logged out, not to the login page', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    fakeBackend((call) => (call.method === 'DELETE' ? ok(null) : call.url.startsWith('/api/') ? emptyPage() : emptyList()));
    storeToken('tok-0123456789abcdef');
    refreshSession();
    const router = renderApp('/hesabim/hesabi-sil');
    // The account pages' code is imported on first match, which takes long on a busy machine running other suites.
    const password = await screen.findByLabelText(/^Şifreniz/, {}, { timeout: 30_000 });
    await enterText(user, password, 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    await user.click(await screen.findByRole('button', { name: 'Evet, hesabımı sil' }));
    expect(await screen.findByText('Hesabınız silindi. Ana sayfaya yönlendiriliyorsunuz…')).toBeTruthy();
    await waitFor(
      () => {
        expect(isLoggedIn()).toBe(false);
        expect(router.state.location.pathname).not.toBe('/hesabim/hesabi-sil');
      },
      { timeout: ACCOUNT_END_REDIRECT_MS + 10_000 },
    );
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });
});

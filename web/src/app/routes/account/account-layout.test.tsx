import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { fakeBackend, ok } from '@/testing/test-utils.tsx';

/** Every call answers an empty page (the header's menus and the order list alike). */
const emptyPage = () => ok({ currentPage: 1, pageSize: 10, totalCount: 0, totalPages: 0, items: [] });

describe('/hesabim', () => {
  it('sends a visitor to login with the way back', async () => {
    fakeBackend(emptyPage);
    refreshSession();
    const router = renderApp('/hesabim/siparislerim?sekme=iadeler');
    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/hesabim/siparislerim?sekme=iadeler')}`);
  });

  it('shows a member the account menu with the current section marked', async () => {
    fakeBackend(emptyPage);
    storeToken('tok-0123456789abcdef');
    refreshSession();
    renderApp('/hesabim/siparislerim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeTruthy();
    const current = screen.getAllByRole('link', { name: 'Siparişlerim' }).filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Adreslerim' })[0]?.getAttribute('href')).toBe('/hesabim/adreslerim');
    expect(await screen.findByText('Henüz siparişiniz yok.')).toBeTruthy();
  });
});

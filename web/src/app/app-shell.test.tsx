import { endSession, storeToken } from '@carsi/sdk/runtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../lib/session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fakeBackend, ok } from '../testing/test-utils.tsx';

const header = () => screen.getByRole('banner');

describe('app shell', () => {
  // Every content and catalogue call of the home page answers an empty list.
  beforeEach(() => {
    fakeBackend(() => ok([]));
  });

  it('offers Giriş yap and Üye ol to a visitor, and marks the current platform', async () => {
    refreshSession();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aradığınız her şey Çarşı’da' })).toBeTruthy();
    expect(within(header()).getByRole('link', { name: /Giriş yap/ }).getAttribute('href')).toBe('/giris');
    expect(within(header()).getByRole('link', { name: 'Üye ol' })).toBeTruthy();
    const platforms = within(header()).getByRole('navigation', { name: 'Bölümler' });
    expect(within(platforms).getByRole('link', { name: 'Pazaryeri' }).getAttribute('aria-current')).toBe('page');
    expect(within(platforms).getByRole('link', { name: 'Mezat' }).getAttribute('href')).toBe('/mezat');
    expect(within(header()).getByRole('link', { name: 'Sepetim, boş' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Yardım Merkezi' })).getAttribute('href')).toBe('/yardim');
  });

  it('shows Hesabım to a member and returns to the visitor state on Çıkış yap', async () => {
    const user = userEvent.setup();
    storeToken('tok-0123456789abcdef');
    refreshSession();
    renderApp('/');
    await screen.findByRole('banner');
    await user.click(await within(header()).findByRole('button', { name: 'Hesabım' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Çıkış yap' }));
    expect(await within(header()).findByRole('link', { name: /Giriş yap/ })).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: 'Hesabım' })).toBeNull();
    expect(await screen.findByText('Çıkış yaptınız. Yine bekleriz!')).toBeTruthy();
  });

  it('drops to the logged-out state with a Turkish toast when the server ends the session', async () => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
    renderApp('/');
    await screen.findByRole('banner');
    expect(await within(header()).findByRole('button', { name: 'Hesabım' })).toBeTruthy();
    act(() => endSession('unauthorized'));
    expect(await within(header()).findByRole('link', { name: /Giriş yap/ })).toBeTruthy();
    expect(await screen.findByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.')).toBeTruthy();
  });

  it('answers an unknown address with the Turkish 404 page inside the layout', async () => {
    renderApp('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
    expect(header()).toBeTruthy();
  });

  it('preselects the platform of the page the visitor came from on the login page', async () => {
    renderApp('/giris?platform=CRAFT');
    const craft = (await screen.findByRole('radio', { name: 'Zanaat' })) as HTMLInputElement;
    expect(craft.checked).toBe(true);
  });
});

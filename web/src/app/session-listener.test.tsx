import { endSession, storeToken } from '@carsi/sdk/runtime';
import { getGetMegaMenuQueryKey } from '@carsi/sdk/main';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession, useIsLoggedIn } from '../lib/session.ts';
import { AppProvider } from './provider.tsx';

function LoginState() {
  return <p>{useIsLoggedIn() ? 'üye' : 'misafir'}</p>;
}

function renderWithMember(): QueryClient {
  storeToken('member-token-000000000000');
  refreshSession();
  const client = new QueryClient();
  client.setQueryData(['/api/user/profile'], { firstName: 'Ayşe', tckn: '10000000146' });
  client.setQueryData(getGetMegaMenuQueryKey(), [{ name: 'Moda' }]);
  sessionStorage.setItem('carsi:checkout:pending', 'anahtar');
  render(
    <AppProvider queryClient={client}>
      <LoginState />
    </AppProvider>,
  );
  return client;
}

describe('SessionListener', () => {
  it.each([
    ['logout', 'Çıkış yaptınız. Yine bekleriz!'],
    ['unauthorized', /Oturum/i],
    ['other-tab', 'Başka bir sekmede oturum kapandı; bu sekmede de çıkış yapıldı.'],
  ] as const)('a session ended by %s leaves nothing of the member behind', async (reason, message) => {
    const client = renderWithMember();
    expect(screen.getByText('üye')).toBeTruthy();
    act(() => endSession(reason));
    expect(await screen.findByText('misafir')).toBeTruthy();
    expect(client.getQueryData(['/api/user/profile'])).toBeUndefined();
    expect(client.getQueryData(getGetMegaMenuQueryKey())).toEqual([{ name: 'Moda' }]);
    expect(sessionStorage.getItem('carsi:checkout:pending')).toBeNull();
    // The toast library loads on the first message; a busy machine takes over a second.
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

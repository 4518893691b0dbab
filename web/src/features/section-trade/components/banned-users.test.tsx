import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { BanUserButton } from './ban-user-button.tsx';
import { BannedUsers } from './banned-users.tsx';

describe('Bans in swap', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('lists the members I banned and lifts a ban', async () => {
    const user = userEvent.setup();
    let banned = [{ userId: 7, displayName: 'Bağış A.', bannedAt: '2026-11-20T10:00:00Z' }];
    const { calls, } = fakeBackend((call) => {
      if (call.url.includes('/api/swap/unban/7')) {
        banned = [];
        return ok({});
      }
      return ok(banned);
    });
    const { notify } = renderWithProviders(<BannedUsers />, { path: '/takas/hesabim/engellenenler' });
    const list = await screen.findByRole('list', { name: 'Engellenen kullanıcılar' });
    expect(within(list).getByText('Bağış A.')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Engeli kaldır: Bağış A.' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/swap/unban/7'))).toBe(true));
    expect(notify.success).toHaveBeenCalledWith('Engel kaldırıldı.');
    expect(await screen.findByText(/Engellediğiniz bir kullanıcı yok/)).toBeTruthy();
  });

  it('bans a member only after asking, then offers to lift it', async () => {
    const user = userEvent.setup();
    let banned: unknown[] = [];
    const { calls } = fakeBackend((call) => {
      if (call.url.includes('/api/swap/ban/7')) {
        banned = [{ userId: 7, displayName: 'Bağış A.', bannedAt: '2026-11-20T10:00:00Z' }];
        return ok({});
      }
      return ok(banned);
    });
    renderWithProviders(<BanUserButton userId={7} name="Bağış A." />, { path: '/takas/hesabim/takas-teklifleri' });
    await user.click(await screen.findByRole('button', { name: 'Engelle: Bağış A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bağış A. engellensin mi?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/swap/ban/7'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Engeli kaldır: Bağış A.' })).toBeTruthy();
  });
});

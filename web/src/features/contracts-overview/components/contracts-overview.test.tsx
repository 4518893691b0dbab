import type { Contract } from '@carsi/sdk/main';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { ContractsOverview } from './contracts-overview.tsx';

const contract = (platform: Contract['platform'], title: string, status: Contract['status']): Contract => ({
  platform,
  title,
  status,
  version: '1.2',
  text: '<p>Metin</p>',
  ...(status === 'ACCEPTED' ? { id: 4, acceptedAt: '2025-03-14T10:00:00.000Z' } : {}),
});

const contracts: Record<string, Contract> = {
  '/api/second-hand/contract': contract('SECONDHAND', 'Pazar Satıcı Sözleşmesi', 'ACCEPTED'),
  '/api/craft/contract': contract('CRAFT', 'Zanaat Satıcı Sözleşmesi', 'pending'),
  '/api/swap/contract': contract('SWAP', 'Takas Kullanım Sözleşmesi', 'DENIED'),
  '/api/auction/contract': contract('AUCTION', 'Mezat Katılım Sözleşmesi', 'ACCEPTED'),
};

const answer = (call: Recorded) => {
  const found = Object.entries(contracts).find(([path]) => call.url.endsWith(path));
  return found ? ok(found[1]) : failure(404, '1000-1404');
};

describe('ContractsOverview', () => {
  it('lists the four contracts, pending ones first, each leading to its section contract page', async () => {
    fakeBackend(answer);
    renderWithProviders(<ContractsOverview />);
    expect(await screen.findByText('2 sözleşme onaylandı, 2 sözleşme onayınızı bekliyor.')).toBeTruthy();

    const pending = screen.getByRole('region', { name: 'Onay bekleyen sözleşmeler' });
    const accepted = screen.getByRole('region', { name: 'Onayladığınız sözleşmeler' });
    expect(within(pending).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Zanaat: Zanaat Satıcı Sözleşmesi',
      'Takas: Takas Kullanım Sözleşmesi',
    ]);
    expect(within(accepted).getAllByRole('listitem')).toHaveLength(2);

    const craft = within(pending).getByRole('listitem', { name: /Zanaat/ });
    expect(within(craft).getByText('Onayınızı bekliyor')).toBeTruthy();
    expect(within(craft).getByRole('link', { name: 'Sözleşmeyi onayla' }).getAttribute('href')).toBe('/zanaat/hesabim/sozlesme');
    const swap = within(pending).getByRole('listitem', { name: /Takas/ });
    expect(within(swap).getByRole('link', { name: 'Sözleşmeyi onayla' }).getAttribute('href')).toBe('/takas/hesabim/sozlesme');

    const auction = within(accepted).getByRole('listitem', { name: /Mezat/ });
    expect(within(auction).getByText('Onaylandı')).toBeTruthy();
    expect(within(auction).getByText(/14\.03\.2025|14 Mart 2025/)).toBeTruthy();
    expect(within(auction).getByRole('link', { name: 'Sözleşmeyi görüntüle' }).getAttribute('href')).toBe('/mezat/hesabim');
    const pazar = within(accepted).getByRole('listitem', { name: /Pazar/ });
    expect(within(pazar).getByRole('link', { name: 'Sözleşmeyi görüntüle' }).getAttribute('href')).toBe('/pazar/hesabim/sozlesme');
  });

  it('shows the others when one contract cannot be read, and retries it', async () => {
    const user = userEvent.setup({ delay: null });
    let auctionDown = true;
    fakeBackend((call) => (call.url.endsWith('/api/auction/contract') && auctionDown ? failure(500, '1000-1500') : answer(call)));
    renderWithProviders(<ContractsOverview />, { immediateRetries: true });
    expect(await screen.findByText('Mezat sözleşmesi yüklenemedi.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: /Zanaat/ })).toBeTruthy();
    auctionDown = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('listitem', { name: /Mezat/ })).toBeTruthy();
    expect(screen.queryByText('Mezat sözleşmesi yüklenemedi.')).toBeNull();
  }, 20_000);
});

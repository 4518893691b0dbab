import { storeToken } from '@carsi/sdk/runtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { CargoAddresses } from './cargo-addresses.tsx';

const home = { id: 311, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No:12', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', isDefault: true };
const verdict = { cargoAddressId: 311, valid: true, cargoCompany: 'Yurtiçi Kargo', branchName: 'Kadıköy Şubesi', message: 'Adresinizden kargo alımı yapılabilir.', checkedAt: '2025-11-01T10:00:00Z' };

describe('CargoAddresses', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the cargo check busy until 1000 ms after the carrier answered', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = fakeBackend((call) => (call.url.includes('/cargo-detail/check') ? ok(verdict) : ok([home])));
    renderWithProviders(<CargoAddresses section="secondHand" />);
    const card = await screen.findByRole('listitem', { name: 'Ev' });

    await user.click(within(card).getByRole('button', { name: 'Kargo kontrolü' }));
    expect(await within(card).findByText(/Adresinizden kargo alımı yapılabilir/)).toBeTruthy();
    const busy = within(card).getByRole('button', { name: 'Kontrol ediliyor…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(calls.find((call) => call.url.includes('/cargo-detail/check'))?.body).toEqual({ cargoAddressId: 311 });

    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(within(card).getByRole('button', { name: 'Kontrol ediliyor…' })).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(within(card).getByRole('button', { name: 'Kargo kontrolü' })).toHaveProperty('disabled', false);
  });
});

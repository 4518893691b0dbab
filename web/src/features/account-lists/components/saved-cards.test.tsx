import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SavedCards } from './saved-cards.tsx';

const card = {
  id: 7,
  cardAlias: 'Maaş kartım',
  holderName: 'Ayşe Yılmaz',
  maskedNumber: '552879******0008',
  lastFourDigits: '0008',
  brand: 'MASTER_CARD',
  expireMonth: 12,
  expireYear: 2039,
};

describe('SavedCards', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('names each delete button by the words it shows, then the card, and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.method === 'DELETE' ? ok(null) : ok([card])));
    renderWithProviders(<SavedCards />);
    const remove = await screen.findByRole('button', { name: 'Kartı sil: Maaş kartım' });
    expect(remove.textContent).toBe('Kartı sil');
    await user.click(remove);
    expect(screen.getByText('Sonu 0008 ile biten "Maaş kartım" kartı silinecek.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kartı sil' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/7'))).toBe(true));
  });
});

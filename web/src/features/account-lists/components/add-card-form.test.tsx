import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, renderWithProviders } from '@/testing/test-utils.tsx';
import { AddCardForm, checkCard } from './add-card-form.tsx';
import { enterText } from '@/testing/enter-text.ts';

describe('checkCard', () => {
  it('refuses a number failing Luhn and an expired or malformed expiry, in Turkish', () => {
    const errors = checkCard({ cardAlias: 'Maaş', holderName: 'Ayşe Yılmaz', cardNumber: '4242 4242 4242 4241', expiry: '01/20' });
    expect(errors).toEqual({ cardNumber: 'Geçerli bir kart numarası girin.', expiry: 'Kartınızın son kullanma tarihi geçmiş.' });
    expect(checkCard({ cardAlias: 'Maaş', holderName: 'Ayşe Yılmaz', cardNumber: '4242424242424242', expiry: '13/30' }).expiry).toBe('Son kullanma tarihini AA/YY biçiminde girin.');
    expect(checkCard({ cardAlias: 'Maaş', holderName: 'Ayşe Yılmaz', cardNumber: '5528 7900 0000 0008', expiry: '12/39' })).toEqual({});
  });
});

describe('AddCardForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('sends nothing while the number is wrong, then saves and keeps values when the provider refuses', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend(() => failure(400, '2000-0072'));
    renderWithProviders(<AddCardForm onDone={() => undefined} />);
    await enterText(user, screen.getByLabelText('Kart adı'), 'Maaş kartım');
    await enterText(user, screen.getByLabelText('Kart üzerindeki ad soyad'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Kart numarası'), '4242424242424241');
    await user.type(screen.getByLabelText('Son kullanma (AA/YY)'), '12/39');
    await user.click(screen.getByRole('button', { name: 'Kartı kaydet' }));
    expect(await screen.findByText('Geçerli bir kart numarası girin.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Kart numarası'));
    await user.type(screen.getByLabelText('Kart numarası'), '5528790000000008');
    await user.click(screen.getByRole('button', { name: 'Kartı kaydet' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ cardAlias: 'Maaş kartım', holderName: 'Ayşe Yılmaz', cardNumber: '5528790000000008', expireMonth: 12, expireYear: 2039 });
    await screen.findByRole('button', { name: 'Kartı kaydet' });
    expect(screen.getByLabelText('Kart numarası')).toHaveProperty('value', '5528790000000008');
  });
});

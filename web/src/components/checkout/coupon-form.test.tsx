import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { CouponForm } from './coupon-form.tsx';

describe('CouponForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('says an expired coupon has expired, keeps it typed and waits for another code before "Uygula" works again', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.url.endsWith('/cart-coupon') ? failure(400, '2000-0401') : ok([])));
    renderWithProviders(<CouponForm applied={undefined} />);
    const input = screen.getByRole('textbox', { name: 'Kupon kodu' }) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Uygula' });

    await user.type(input, 'YAZ2024');
    await user.click(button);
    expect(await screen.findByText('Bu kuponun süresi dolmuş.')).toBeTruthy();
    expect(input.value).toBe('YAZ2024');
    expect(button).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.type(input, '{Backspace}5');
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByText('Bu kuponun süresi dolmuş.')).toBeNull();
  });

  it('keeps "Uygula" active after a refusal the cart can change (below the minimum)', async () => {
    const user = userEvent.setup();
    fakeBackend((call) => (call.url.endsWith('/cart-coupon') ? failure(400, '2000-0015') : ok([])));
    renderWithProviders(<CouponForm applied={undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), 'BUYUKSEPET');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Kupon kodu geçerli değil.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uygula' })).toHaveProperty('disabled', false));
  });
});

import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { CouponList } from './coupon-list.tsx';

const coupons = [
  { code: 'CARSI10', title: 'Sepette %10', discountType: 'PERCENTAGE', discountValue: 10, maxDiscount: 500, expiresAt: '2030-01-01T00:00:00Z', applicable: true },
  { code: 'BUYUK500', title: '500 TL indirim', discountType: 'AMOUNT', discountValue: 500, minimumCartTotal: 5000, expiresAt: '2030-01-01T00:00:00Z', applicable: false, refusal: '2000-0015' },
  { code: 'YAZ2024', title: 'Yaz indirimi', discountType: 'PERCENTAGE', discountValue: 15, expiresAt: '2024-09-01T20:59:59Z', applicable: false, refusal: '2000-0401' },
];

describe('CouponList', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('lists the coupons, says which do not fit the cart and applies one with a click', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.method === 'POST' ? ok({ items: [] }) : ok(coupons)));
    renderWithProviders(<CouponList applied={undefined} />);

    const fitting = await screen.findByRole('listitem', { name: 'Kupon CARSI10' });
    const other = screen.getByRole('listitem', { name: 'Kupon BUYUK500' });
    expect(within(other).getByText('Sepetiniz bu kuponun koşullarını karşılamıyor.')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Uygula: BUYUK500' })).toHaveProperty('disabled', true);
    const expired = screen.getByRole('listitem', { name: 'Kupon YAZ2024' });
    expect(within(expired).getByText('Bu kuponun süresi dolmuş.')).toBeTruthy();
    expect(within(expired).queryByText('Sepetiniz bu kuponun koşullarını karşılamıyor.')).toBeNull();
    expect(within(expired).getByRole('button', { name: 'Uygula: YAZ2024' })).toHaveProperty('disabled', true);

    await user.click(within(fitting).getByRole('button', { name: 'Uygula: CARSI10' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'CARSI10' }));
  });

  it('marks the applied coupon', async () => {
    fakeBackend(() => ok(coupons));
    renderWithProviders(<CouponList applied={{ code: 'CARSI10', title: 'Sepette %10', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: '2030-01-01T00:00:00Z' }} />);
    const applied = await screen.findByRole('listitem', { name: 'Kupon CARSI10' });
    expect(within(applied).getByText('Uygulandı')).toBeTruthy();
  });
});

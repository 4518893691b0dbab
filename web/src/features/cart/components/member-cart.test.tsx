import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { MemberCart } from './member-cart.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const cart = (quantity: number, coupon?: { code: string; title: string }) => ({
  platform: 'MARKETPLACE',
  items: [
    {
      id: 7,
      quantity,
      selected: true,
      unitPrice: 250,
      totalPrice: 250 * quantity,
      product: {
        id: 7,
        title: 'Çini Kupa',
        slug: 'cini-kupa',
        price: 250,
        discountRate: 0,
        image,
        rating: 4,
        ratingCount: 2,
        seller,
        platform: 'MARKETPLACE',
        freeShipping: false,
        stock: 5,
      },
    },
  ],
  itemCount: quantity,
  selectedItemCount: quantity,
  subtotal: 250 * quantity,
  discountTotal: 0,
  couponDiscount: coupon ? 25 : 0,
  shippingTotal: 39.9,
  total: 250 * quantity + 39.9 - (coupon ? 25 : 0),
  ...(coupon ? { coupon: { ...coupon, discountType: 'PERCENTAGE', discountValue: 10, expiresAt: '2030-01-01T00:00:00Z' } } : {}),
});

const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const line = () => screen.getByRole('group', { name: 'Çini Kupa' });

describe('MemberCart', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('keeps the cart as it was and says why when the stock cannot cover a new quantity', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.method === 'PUT' ? failure(400, '2000-0013') : ok(cart(1))));
    const { notify } = renderWithProviders(<MemberCart />);

    await screen.findByRole('group', { name: 'Çini Kupa' });
    await user.click(within(line()).getByRole('button', { name: 'Bir artır' }));

    expect(await within(line()).findByRole('alert')).toHaveProperty('textContent', 'Stokta yeterli ürün yok.');
    expect(notify.warning).toHaveBeenCalledWith('Stokta yeterli ürün yok.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ quantity: 2 });
    expect(within(line()).getByRole('group', { name: 'Çini Kupa adedi' }).textContent).toContain('1');
    expect(plain(screen.getByRole('complementary', { name: 'Sipariş özeti' }).textContent)).toContain('₺289,90');
  });

  it('changes the quantity and the totals when the server accepts it', async () => {
    const user = userEvent.setup();
    fakeBackend((call) => ok(cart(call.method === 'PUT' ? 2 : 1)));
    renderWithProviders(<MemberCart />);
    await screen.findByRole('group', { name: 'Çini Kupa' });
    await user.click(within(line()).getByRole('button', { name: 'Bir artır' }));
    await waitFor(() => expect(within(line()).getByRole('group', { name: 'Çini Kupa adedi' }).textContent).toContain('2'));
    expect(plain(screen.getByRole('complementary', { name: 'Sipariş özeti' }).textContent)).toContain('₺539,90');
  });

  it('leaves a line out of the payment with its checkbox, and "Ödemeye geç" waits for a chosen line', async () => {
    const user = userEvent.setup();
    const unselected = { ...cart(1), items: cart(1).items.map((item) => ({ ...item, selected: false })), selectedItemCount: 0 };
    const { calls } = fakeBackend(() => ok(calls.some((made) => made.method === 'POST') ? unselected : cart(1)));
    renderWithProviders(<MemberCart />);
    const include = await within(await screen.findByRole('group', { name: 'Çini Kupa' })).findByRole('checkbox', { name: 'Çini Kupa ödemeye dahil' });
    expect(include).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Ödemeye geç' })).toHaveProperty('disabled', false);

    await user.click(include);

    expect(calls.find((call) => call.method === 'POST')?.url).toContain('/cart/7/NO');
    await waitFor(() => expect(within(line()).getByRole('checkbox', { name: 'Çini Kupa ödemeye dahil' })).toHaveProperty('checked', false));
    expect(screen.getByRole('button', { name: 'Ödemeye geç' })).toHaveProperty('disabled', true);
  });

  it('shows a refused coupon under the box and keeps the code typed', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBackend((call) => (call.url.endsWith('/cart-coupon') ? failure(400, '2000-0015') : ok(cart(1))));
    const { notify } = renderWithProviders(<MemberCart />);
    const input = (await screen.findByRole('textbox', { name: 'Kupon kodu' })) as HTMLInputElement;

    await user.type(input, 'BUYUKSEPET');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));

    expect(await screen.findByText('Kupon kodu geçerli değil.')).toBeTruthy();
    expect(input.value).toBe('BUYUKSEPET');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.url.endsWith('/cart-coupon') && call.method === 'POST')?.body).toEqual({ code: 'BUYUKSEPET' });
    expect(notify.warning).toHaveBeenCalledWith('Kupon kodu geçerli değil.');
    expect(screen.getByRole('group', { name: 'Çini Kupa' })).toBeTruthy();
  });

  it('applies a valid coupon and shows its discount', async () => {
    const user = userEvent.setup();
    fakeBackend((call) => (call.url.endsWith('/cart-coupon') ? ok(cart(1, { code: 'CARSI10', title: '%10 indirim' })) : ok(cart(1))));
    renderWithProviders(<MemberCart />);
    await user.type(await screen.findByRole('textbox', { name: 'Kupon kodu' }), 'CARSI10');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Uygulanan kupon: CARSI10 — %10 indirim')).toBeTruthy();
    expect(plain(screen.getByRole('complementary', { name: 'Sipariş özeti' }).textContent)).toContain('-₺25,00');
  });
});

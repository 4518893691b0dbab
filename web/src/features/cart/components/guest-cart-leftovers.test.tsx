import { keepRefusedGuestLines, readGuestCart } from '@carsi/sdk';
import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { MemberCart } from './member-cart.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const product = { id: 9, title: 'Bakır Cezve', slug: 'bakir-cezve', price: 400, discountRate: 0, images: [image], rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 0, description: '', categoryId: 1, properties: [] };
const emptyCart = { platform: 'MARKETPLACE', items: [], itemCount: 0, selectedItemCount: 0, subtotal: 0, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: 0 };

describe('guest lines refused at login', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
    keepRefusedGuestLines([{ id: 9, quantity: 2, code: '2000-0013' }]);
  });

  it('are shown on the cart page with the reason, and a retry moves them once the server takes them', async () => {
    const user = userEvent.setup();
    let stockBack = false;
    const { calls } = fakeBackend((call: Recorded) => {
      if (call.url.endsWith('/api/marketplace/cart')) return ok(emptyCart);
      if (call.url.includes('/product/9')) return ok(product);
      if (call.url.endsWith('/add-cart/list')) return ok({ cart: emptyCart, refused: stockBack ? [] : [{ id: 9, quantity: 2, code: '2000-0013' }] });
      return ok(null);
    });
    renderWithProviders(<MemberCart />, { path: '/sepetim' });
    const section = await screen.findByRole('region', { name: 'Hesabınızdaki sepete aktarılamayan ürünler' });
    await waitFor(() => expect(within(section).getByText(/Bakır Cezve/)).toBeTruthy());
    expect(within(section).getByText(/Stokta yeterli ürün yok\./)).toBeTruthy();

    // Still out of stock: the line stays, with its reason.
    await user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/add-cart/list'))).toHaveLength(1));
    expect(readGuestCart()).toEqual([{ id: 9, quantity: 2, refused: '2000-0013' }]);
    expect(screen.getByRole('region', { name: 'Hesabınızdaki sepete aktarılamayan ürünler' })).toBeTruthy();

    stockBack = true;
    await user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hesabınızdaki sepete aktarılamayan ürünler' })).toBeNull());
    expect(readGuestCart()).toEqual([]);
    expect(calls.filter((call) => call.url.endsWith('/add-cart/list')).at(-1)?.body).toEqual({ cart: [{ id: 9, quantity: 2 }] });
  }, 20_000);

  it('can be removed by the member', async () => {
    const user = userEvent.setup();
    fakeBackend((call: Recorded) => (call.url.endsWith('/api/marketplace/cart') ? ok(emptyCart) : call.url.includes('/product/9') ? ok(product) : ok(null)));
    renderWithProviders(<MemberCart />, { path: '/sepetim' });
    const section = await screen.findByRole('region', { name: 'Hesabınızdaki sepete aktarılamayan ürünler' });
    await user.click(await within(section).findByRole('button', { name: 'Bakır Cezve listeden kaldır' }));
    expect(readGuestCart()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Hesabınızdaki sepete aktarılamayan ürünler' })).toBeNull();
  }, 20_000);
});

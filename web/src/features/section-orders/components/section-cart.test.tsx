import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { SectionCart } from './section-cart.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 4, name: 'Mert D.', slug: 'mert', rating: 4.5, followerCount: 3 };
const listing = (id: number, title: string, price: number) => ({
  id, quantity: 1, selected: true, unitPrice: price, totalPrice: price,
  product: { id, title, slug: `ilan-${id}`, price, discountRate: 0, image, rating: 0, ratingCount: 0, seller, platform: 'SECONDHAND', freeShipping: false, stock: 1 },
});
const cartOf = (lines: ReturnType<typeof listing>[]) => {
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  return { platform: 'SECONDHAND', items: lines, itemCount: lines.length, selectedItemCount: lines.length, subtotal, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: subtotal };
};
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('SectionCart', () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('shows the lines and totals, and the totals follow a removed line', async () => {
    const user = userEvent.setup();
    const both = cartOf([listing(5, 'Bisiklet', 1200), listing(6, 'Gitar', 800.5)]);
    let current = both;
    const { calls } = fakeBackend((call) => {
      if (call.method === 'DELETE') current = cartOf([listing(6, 'Gitar', 800.5)]);
      return ok(current);
    });
    renderWithProviders(<SectionCart section="secondHand" />);

    const summary = await screen.findByRole('complementary', { name: 'Sipariş özeti' });
    expect(plain(summary.textContent)).toContain('Ürünler (2 adet)');
    expect(plain(summary.textContent)).toContain('₺2.000,50');
    expect(within(screen.getByRole('group', { name: /^Bisiklet$/ })).getByRole('link', { name: 'Bisiklet' }).getAttribute('href')).toBe('/pazar/ilan/5');

    await user.click(screen.getByRole('button', { name: 'Bisiklet ilanını sepetten çıkar' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Bisiklet$/ })).toBeNull());
    expect(plain(screen.getByRole('complementary', { name: 'Sipariş özeti' }).textContent)).toContain('₺800,50');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/api/second-hand/cart/5');
  });

  it('says the cart is empty and points to the listings', async () => {
    fakeBackend(() => ok(cartOf([])));
    renderWithProviders(<SectionCart section="craft" />);
    expect(await screen.findByText('Sepetinizde ilan bulunmuyor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İlanlara göz at' }).getAttribute('href')).toBe('/zanaat');
  });
});

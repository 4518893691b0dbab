import { addToGuestCart, readGuestCart } from '@carsi/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { GuestCart } from './guest-cart.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const detail = (id: number, title: string, price: number) => ({
  id, title, slug: `urun-${id}`, description: 'Açıklama', price, discountRate: 0, images: [image], properties: [],
  category: { id: 1, name: 'Kupa', slug: 'kupa', parentId: null, level: 1 }, breadcrumb: [{ id: 1, name: 'Kupa', slug: 'kupa', parentId: null, level: 1 }],
  seller: { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 },
  platform: 'MARKETPLACE', rating: 4, ratingCount: 1, questionCount: 0, favoriteCount: 0, freeShipping: false, stock: 3, createdAt: '2026-01-01T00:00:00Z',
});

describe('GuestCart', () => {
  it('shows the cart kept on this device, changes it there and sends paying to login', async () => {
    const user = userEvent.setup();
    addToGuestCart(7, 1);
    fakeBackend(() => ok(detail(7, 'Çini Kupa', 250)));
    const { router } = renderWithProviders(<GuestCart />, { path: '/sepetim' });

    const line = await screen.findByRole('group', { name: 'Çini Kupa' });
    await user.click(within(line).getByRole('button', { name: 'Bir artır' }));
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }]);
    expect(within(screen.getByRole('group', { name: 'Çini Kupa' })).getByRole('group', { name: 'Çini Kupa adedi' }).textContent).toContain('2');

    await user.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    expect(router.state.location.pathname).toBe('/giris');
    expect(router.state.location.search).toBe('?redirectTo=%2Fodeme');
  });
});

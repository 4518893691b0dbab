import { readGuestCart } from '@carsi/sdk';
import { errorMessageFor, storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import type { ProductDetail } from '@carsi/sdk/main';
import { ServedCartContext } from '@/lib/served-cart.tsx';
import { BuyBox } from './buy-box.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const category = { id: 1, name: 'Kupa', slug: 'kupa', parentId: null, level: 1 };
const product: ProductDetail = {
  id: 7, title: 'Çini Kupa', slug: 'cini-kupa', description: 'El yapımı', price: 250, discountRate: 0, images: [image], properties: [],
  category, breadcrumb: [category], seller: { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 },
  platform: 'MARKETPLACE', rating: 4, ratingCount: 1, questionCount: 0, favoriteCount: 0, freeShipping: false, stock: 2, createdAt: '2026-01-01T00:00:00Z',
};

describe('BuyBox', () => {
  it('is a form that posts the product and quantity, for a press made before the page\'s code runs', () => {
    fakeBackend(() => ok(null));
    renderWithProviders(<BuyBox product={product} />);
    const button = screen.getByRole('button', { name: 'Sepete ekle' });
    const form = button.closest('form');
    expect(button.getAttribute('type')).toBe('submit');
    expect(form?.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ urun: '7', adet: '1' });
  });

  it('shows what the server did with such a press, on its own product only, until the next press', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok(null));
    const first = renderWithProviders(
      <ServedCartContext value={{ notice: { productId: 7, outcome: 'added' } }}>
        <BuyBox product={product} />
      </ServedCartContext>,
    );
    const served = screen.getByText('Ürün sepetinize eklendi.');
    expect(served.getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(served.isConnected).toBe(false);
    first.unmount();
    renderWithProviders(
      <ServedCartContext value={{ notice: { productId: 8, outcome: 'added' } }}>
        <BuyBox product={{ ...product, id: 9 }} />
      </ServedCartContext>,
    );
    expect(screen.queryByText('Ürün sepetinize eklendi.')).toBeNull();
  });

  it('says why the server refused it, in the catalogue\'s words', () => {
    fakeBackend(() => ok(null));
    renderWithProviders(
      <ServedCartContext value={{ notice: { productId: 7, outcome: '2000-0013' } }}>
        <BuyBox product={product} />
      </ServedCartContext>,
    );
    expect(screen.getByText(errorMessageFor('2000-0013')).getAttribute('role')).toBe('status');
  });

  it('keeps a visitor’s pieces on this device, never more than the stock', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok(null));
    renderWithProviders(<BuyBox product={product} />);
    const more = screen.getByRole('button', { name: 'Bir artır' });
    await user.click(more);
    expect(more).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }]);
  });

  it('puts a member’s pieces in the server cart', async () => {
    const user = userEvent.setup();
    storeToken('tok-0123456789abcdef');
    refreshSession();
    const { calls } = fakeBackend(() => ok({ platform: 'MARKETPLACE', items: [], itemCount: 2, selectedItemCount: 2, subtotal: 500, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: 500 }));
    const { notify } = renderWithProviders(<BuyBox product={product} />);
    await user.click(screen.getByRole('button', { name: 'Bir artır' }));
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ürün sepetinize eklendi.'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { quantity: 2 } });
    expect(calls[0]?.url).toContain('/api/marketplace/cart/7');
    expect(readGuestCart()).toEqual([]);
  });

  it('says a sold-out product cannot be bought', () => {
    fakeBackend(() => ok(null));
    renderWithProviders(<BuyBox product={{ ...product, stock: 0 }} />);
    expect(screen.getByText('Tükendi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sepete ekle' })).toHaveProperty('disabled', true);
  });
});

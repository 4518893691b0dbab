import { readGuestCart } from '@carsi/sdk';
import { storeToken } from '@carsi/sdk/runtime';
import type { ProductDetail } from '@carsi/sdk/main';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { shellStyleElement } from '@/lib/shell-styles.server.ts';
import { installFakeIntersectionObserver, isWatched, placeOnScreen } from '@/testing/fake-intersection-observer.ts';
import { AtPhoneWidth } from '@/testing/phone-width.tsx';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { BuyBar } from './buy-bar.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const category = { id: 1, name: 'Kupa', slug: 'kupa', parentId: null, level: 1 };
const product: ProductDetail = {
  id: 7,
  title: 'Çini Kupa',
  slug: 'cini-kupa',
  description: 'El yapımı',
  price: 250,
  discountedPrice: 199.9,
  discountRate: 20,
  images: [image],
  properties: [],
  category,
  breadcrumb: [category],
  seller: { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 },
  platform: 'MARKETPLACE',
  rating: 4,
  ratingCount: 1,
  questionCount: 0,
  favoriteCount: 0,
  freeShipping: false,
  stock: 2,
  createdAt: '2026-01-01T00:00:00Z',
};
const BAR = 'Fiyat ve sepete ekle';

/** The shell's stylesheet as the server writes it, at jsdom's 1 024 px: a laptop's width. */
const wideShellStyles = () => <style>{shellStyleElement().replace(/^<style[^>]*>|<\/style>$/g, '')}</style>;

/** The bar beside a stand-in for the page's buy box, which the test scrolls in and out of view. */
function renderBar(overrides: Partial<ProductDetail> = {}, quantity = 1, phone = true) {
  const buyBox = document.createElement('div');
  document.body.append(buyBox);
  const bar = <BuyBar product={{ ...product, ...overrides }} buyBox={{ current: buyBox }} quantity={quantity} />;
  const rendered = renderWithProviders(
    phone ? (
      <AtPhoneWidth>{bar}</AtPhoneWidth>
    ) : (
      <>
        {wideShellStyles()}
        {bar}
      </>
    ),
  );
  expect(isWatched(buyBox)).toBe(true);
  return { ...rendered, buyBox };
}

beforeEach(installFakeIntersectionObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('BuyBar', () => {
  it('appears once the buy box is scrolled past and goes when it is back on screen', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar();
    // Nothing is known before the first answer: the bar stays away (as in the server's page).
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
    // Below the first screen the buy box is still ahead: one "Sepete ekle", the page's own.
    placeOnScreen(buyBox, 'below');
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
    placeOnScreen(buyBox, 'on');
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
    placeOnScreen(buyBox, 'above');
    const bar = screen.getByRole('region', { name: BAR });
    expect(within(bar).getByRole('button', { name: 'Sepete ekle' })).toBeTruthy();
    placeOnScreen(buyBox, 'on');
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
  });

  it('appears after a jump from the first screen to the end of the page (a fling, the End key)', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar();
    placeOnScreen(buyBox, 'below');
    placeOnScreen(buyBox, 'above');
    expect(screen.getByRole('region', { name: BAR })).toBeTruthy();
  });

  it("keeps the page's end clear of it: the page reserves the bar's height below its last content", () => {
    fakeBackend(() => ok(null));
    renderBar();
    const reserved = getComputedStyle(document.documentElement).getPropertyValue('--carsi-bottom-bar-space');
    // 64 px and the safe-area inset (none in jsdom).
    expect(reserved).toBe('calc(64px + 0px)');
    expect(getComputedStyle(document.body).paddingBottom).toMatch(/64px/);
  });

  it('never shows on a larger screen, where the buy box sits beside the gallery', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar({}, 1, false);
    placeOnScreen(buyBox, 'above');
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
    // Nor does the page's end reserve its room there.
    expect(getComputedStyle(document.body).paddingBottom).not.toMatch(/64px/);
  });

  it('shows the discounted price with the old one struck through', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar();
    placeOnScreen(buyBox, 'above');
    const bar = screen.getByRole('region', { name: BAR });
    expect(bar.textContent).toContain('İndirimli fiyat: ₺199,90');
    const old = within(bar).getByText('₺250,00', { exact: false });
    expect(old.closest('s')).not.toBeNull();
  });

  it('shows one price when there is no discount', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar({ discountedPrice: undefined, discountRate: 0 });
    placeOnScreen(buyBox, 'above');
    const bar = screen.getByRole('region', { name: BAR });
    expect(bar.textContent).toContain('Fiyat: ₺250,00');
    expect(bar.querySelector('s')).toBeNull();
  });

  it('adds the quantity chosen in the buy box to a visitor’s cart, never more than the stock', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar({}, 2);
    placeOnScreen(buyBox, 'above');
    const add = within(screen.getByRole('region', { name: BAR })).getByRole('button', { name: 'Sepete ekle' });
    await user.click(add);
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }]);
    await user.click(add);
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }]);
  });

  it('puts a member’s pieces in the server cart with the buy box’s message', async () => {
    const user = userEvent.setup();
    storeToken('tok-0123456789abcdef');
    refreshSession();
    const { calls } = fakeBackend(() =>
      ok({
        platform: 'MARKETPLACE',
        items: [],
        itemCount: 1,
        selectedItemCount: 1,
        subtotal: 199.9,
        discountTotal: 0,
        couponDiscount: 0,
        shippingTotal: 0,
        total: 199.9,
      }),
    );
    const { buyBox, notify } = renderBar();
    placeOnScreen(buyBox, 'above');
    await user.click(within(screen.getByRole('region', { name: BAR })).getByRole('button', { name: 'Sepete ekle' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ürün sepetinize eklendi.'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { quantity: 1 } });
    expect(calls[0]?.url).toContain('/api/marketplace/cart/7');
  });

  it('cannot add a sold-out product', () => {
    fakeBackend(() => ok(null));
    const { buyBox } = renderBar({ stock: 0 });
    placeOnScreen(buyBox, 'above');
    expect(within(screen.getByRole('region', { name: BAR })).getByRole('button', { name: 'Tükendi' })).toHaveProperty('disabled', true);
  });
});

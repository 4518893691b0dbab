import type { SecondHandProduct } from '@carsi/sdk/main';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver, placeOnScreen, type ScreenPlace } from '@/testing/fake-intersection-observer.ts';
import { AtPhoneWidth } from '@/testing/phone-width.tsx';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { sections, type SectionKey } from '../api/sections.ts';
import { ListingBuyBar } from './listing-buy-bar.tsx';

const listing: SecondHandProduct = {
  id: 3, title: 'Ahşap sandalye', description: 'Ceviz ağacından.', price: 1499.9, status: 'REASONABLE', state: 'ACTIVE',
  images: [], categoryId: 3, province: 'Bursa', district: 'Nilüfer', shippingPayer: 'SELLER', isOpenNegotiation: 'YES',
  seller: { id: 7, name: 'Mehmet Demir', slug: 'mehmet-demir', rating: 4.2, followerCount: 30 }, platform: 'SECONDHAND', createdAt: '2026-11-01T10:00:00Z',
};

/**
 * The bar where the listing page puts it, right after the page's own actions, which stand in here for
 * the other features' buy buttons, offer form and swap form.
 */
function renderListing(section: SectionKey, state: SecondHandProduct['state'] = 'ACTIVE') {
  fakeBackend(() => ok(null));
  renderWithProviders(
    <AtPhoneWidth>
      <div>
        <a href="/pazar">Pazar</a>
        <p>Fiyat</p>
        {section !== 'swap' && <button type="button">Hemen al</button>}
        {section !== 'swap' && <input aria-label="Teklifiniz (TL)" />}
        {section === 'swap' && (
          <TextField select label="Karşılığında vereceğiniz ilan" value="">
            <MenuItem value="1">Bisiklet</MenuItem>
          </TextField>
        )}
        <ListingBuyBar section={sections[section]} listing={{ ...listing, state }} />
        <button type="button">Favorilere ekle</button>
      </div>
    </AtPhoneWidth>,
  );
  return document.querySelector('span[aria-hidden="true"]:empty');
}

/** The bar's anchor told the page's actions were scrolled past (or brought back, or not yet reached). */
function scrollAway(anchor: Element | null, where: ScreenPlace = 'above') {
  if (!anchor) throw new Error('the bar has no anchor');
  placeOnScreen(anchor, where);
}

const scrolled = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();

beforeEach(() => {
  installFakeIntersectionObserver();
  // No reduced motion asked for (jsdom has no matchMedia); MUI listens to the answer as well.
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }));
  // jsdom lays nothing out, so it cannot scroll either.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrolled.mockReset();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ListingBuyBar', () => {
  it('appears on a second-hand listing once its buy actions are scrolled past, with "Satın al" and "Teklif ver"', () => {
    const anchor = renderListing('secondHand');
    scrollAway(anchor, 'below');
    expect(screen.queryByRole('region', { name: 'Fiyat ve satın alma' })).toBeNull();
    scrollAway(anchor);
    const bar = screen.getByRole('region', { name: 'Fiyat ve satın alma' });
    expect(bar.textContent).toContain('Fiyat: ₺1.499,90');
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Satın al', 'Teklif ver']);
    scrollAway(anchor, 'on');
    expect(screen.queryByRole('region', { name: 'Fiyat ve satın alma' })).toBeNull();
  });

  it('offers the same on a craft listing: it is sold and open to offers', () => {
    scrollAway(renderListing('craft'));
    const bar = screen.getByRole('region', { name: 'Fiyat ve satın alma' });
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Satın al', 'Teklif ver']);
  });

  it('offers only "Takas teklif et" on a swap listing, beside its estimated value', () => {
    scrollAway(renderListing('swap'));
    const bar = screen.getByRole('region', { name: 'Tahmini değer ve takas teklifi' });
    expect(bar.textContent).toContain('Tahmini değeri');
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Takas teklif et']);
  });

  it('takes the visitor to the page\'s buy button and into the offer field', async () => {
    const user = userEvent.setup();
    scrollAway(renderListing('secondHand'));
    const bar = screen.getByRole('region', { name: 'Fiyat ve satın alma' });
    await user.click(within(bar).getByRole('button', { name: 'Satın al' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hemen al' }));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center', behavior: 'smooth' });
    await user.click(within(bar).getByRole('button', { name: 'Teklif ver' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Teklifiniz (TL)' }));
  });

  it('takes the visitor to the swap offer form', async () => {
    const user = userEvent.setup();
    scrollAway(renderListing('swap'));
    await user.click(within(screen.getByRole('region', { name: 'Tahmini değer ve takas teklifi' })).getByRole('button', { name: 'Takas teklif et' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Karşılığında vereceğiniz ilan' }));
  });

  it('has nothing to offer on a listing that is no longer for sale', () => {
    expect(renderListing('secondHand', 'SOLD')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fiyat ve satın alma' })).toBeNull();
  });
});

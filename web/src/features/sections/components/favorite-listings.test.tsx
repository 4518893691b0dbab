import { storeToken, successMessages } from '@carsi/sdk/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { FavoriteListings } from './favorite-listings.tsx';

const image = { url: '/img/ilan.jpg', alt: 'İlan görseli', width: 600, height: 800 };
const seller = { id: 7, name: 'Ayşe Yılmaz', slug: 'ayse-yilmaz', rating: 4.5, followerCount: 12 };
const listing = (id: number, title: string, platform = 'SECONDHAND') => ({
  id, title, description: 'Temiz kullanıldı.', price: 1250, status: 'GOOD', state: 'ACTIVE', images: [image], categoryId: 3,
  province: 'İstanbul', district: 'Kadıköy', shippingPayer: 'BUYER', isOpenNegotiation: 'YES', seller, platform, isFavorite: true,
  createdAt: '2026-11-01T10:00:00Z',
});
const page = (items: unknown[]) => ok({ items, currentPage: 1, pageSize: 24, totalCount: items.length, totalPages: items.length === 0 ? 0 : 1 });

describe('FavoriteListings', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken('uye-oturumu');
    refreshSession();
  });

  it('lists the member’s favourite listings of the section and removes one, reading the list again', async () => {
    const user = userEvent.setup();
    let favourites = [listing(50001, 'iPhone 12'), listing(50002, 'Ahşap masa')];
    const { calls } = fakeBackend((call) => {
      if (call.method === 'POST') {
        favourites = favourites.filter((item) => !call.url.endsWith(`/unfavorite/${item.id}`));
        return ok({});
      }
      return page(favourites);
    });
    const { notify } = renderWithProviders(<FavoriteListings section="secondHand" />, { path: '/pazar/hesabim/favorilerim' });
    const list = await screen.findByRole('list', { name: 'Favori ilanlar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /iPhone 12/ }).getAttribute('href')).toBe('/pazar/ilan/50001');
    expect(calls[0]?.url).toContain('/api/second-hand/favorite?');

    await user.click(within(list).getByRole('button', { name: 'iPhone 12 ilanını favorilerden çıkar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/second-hand/unfavorite/50001'))).toBe(true));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('iPhone 12')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(successMessages.removeFavorite);
  });

  it('says so when the member has no favourites in the section, in the swap family too', async () => {
    const { calls } = fakeBackend(() => page([]));
    renderWithProviders(<FavoriteListings section="swap" />, { path: '/takas/hesabim/favorilerim' });
    expect(await screen.findByText(/Takas bölümünde favori ilanınız yok/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İlanlara göz at' }).getAttribute('href')).toBe('/takas');
    expect(calls[0]?.url).toContain('/api/swap/favorite?');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { formatPrice } from '@/utils/format.ts';
import { sections } from '../api/sections.ts';
import { ListingDetail } from './listing-detail.tsx';

const image = (n: number) => ({ url: `/img/ilan-${n}.jpg`, alt: `Görsel ${n}`, width: 600, height: 800 });
const seller = { id: 7, name: 'Mehmet Demir', slug: 'mehmet-demir', rating: 4.2, followerCount: 30 };
const listing = (id: number, platform: string) => ({
  id, title: 'Ahşap sandalye', description: 'Ceviz ağacından, elde yapıldı.', price: 1499.9, status: 'REASONABLE',
  state: 'ACTIVE', images: [image(1), image(2)], categoryId: 3, categoryName: 'Mobilya', province: 'Bursa',
  district: 'Nilüfer', shippingPayer: 'SELLER', isOpenNegotiation: 'NO', seller, platform, createdAt: '2026-11-01T10:00:00Z',
});

function backend(platform: string) {
  return fakeBackend((call) => {
    if (call.url.includes('/similar')) return ok([{ ...listing(9, platform), title: 'Ahşap tabure' }]);
    if (call.url.includes('/product/404')) return failure(404, '2000-0202');
    return ok(listing(3, platform));
  });
}

describe('ListingDetail', () => {
  it('shows price, condition, seller, description and similar listings of a second-hand listing', async () => {
    backend('SECONDHAND');
    renderWithProviders(<ListingDetail section={sections.secondHand} id={3} />, { path: '/pazar/ilan/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ahşap sandalye' })).toBeTruthy();
    expect(screen.getByText(formatPrice(1499.9))).toBeTruthy();
    expect(screen.getByText('Durum: Makul')).toBeTruthy();
    expect(screen.getByText('Mehmet Demir')).toBeTruthy();
    expect(screen.getByText('Kargo ücretini satıcı öder')).toBeTruthy();
    expect(screen.getByText('Ceviz ağacından, elde yapıldı.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Görsel 2' })).toBeTruthy();
    expect(screen.queryByText(/takas içindir/)).toBeNull();
    const similar = await screen.findByRole('list', { name: 'Benzer ilanlar' });
    expect(within(similar).getByRole('link').getAttribute('href')).toBe('/pazar/ilan/9');
  });

  it('says a swap listing is for swap, not for sale', async () => {
    backend('SWAP');
    renderWithProviders(<ListingDetail section={sections.swap} id={3} />, { path: '/takas/ilan/3' });
    expect(await screen.findByText('Takaslık ilan')).toBeTruthy();
    expect(screen.getByText(/Bu ilan satılık değil, takas içindir/)).toBeTruthy();
    expect(screen.getByText('Tahmini değeri')).toBeTruthy();
    expect(screen.getByText('Takas sahibi')).toBeTruthy();
  });

  it('shows the not-found page for a removed listing', async () => {
    backend('CRAFT');
    renderWithProviders(<ListingDetail section={sections.craft} id={404} />, { path: '/zanaat/ilan/404' });
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeTruthy();
  });
});

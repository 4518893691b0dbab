import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders, type Recorded } from '@/testing/test-utils.tsx';
import { chosenIn, selectNamed } from '@/testing/select.ts';
import { ListingView } from './listing-view.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
const product = (id: number, title: string, price: number) => ({
  id, title, slug: `urun-${id}`, price, discountRate: 0, image, rating: 4, ratingCount: 3, seller,
  platform: 'MARKETPLACE', freeShipping: false, stock: 5,
});
const facets = {
  categories: [{ id: 211, name: 'Tişört', slug: 'tisort', count: 8 }],
  brands: [
    { id: 3, name: 'Mavi', slug: 'mavi', count: 2 },
    { id: 5, name: 'DeFacto', slug: 'defacto', count: 6 },
  ],
  markets: [{ id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', count: 8 }],
  priceRange: { min: 100, max: 500 },
  properties: [],
  totalCount: 8,
};

const queryOf = (call: Recorded) => new URL(call.url, 'http://localhost').searchParams;
const searches = (calls: Recorded[]) => calls.filter((call) => call.url.includes('/search/product')).map(queryOf);

function backend(total = 2) {
  return fakeBackend((call) => {
    if (call.url.includes('/search/filter')) return ok(facets);
    const items = total === 0 ? [] : [product(1, 'Mavi Basic Tişört', 199.9), product(2, 'Mavi Oversize Tişört', 299.9)];
    return ok({ items, currentPage: 1, pageSize: 24, totalCount: total, totalPages: total === 0 ? 0 : 3 });
  });
}

describe('ListingView', () => {
  it('asks for what the address says and shows the products', async () => {
    const { calls } = backend();
    renderWithProviders(<ListingView scope={{ kind: 'search' }} label="Sonuçlar" />, { path: '/arama?q=tişört&siralama=PRICE_BY_ASC&marka=mavi&sayfa=2' });

    const grid = await screen.findByRole('list', { name: 'Sonuçlar' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 ürün bulundu')).toBeTruthy();
    const asked = searches(calls)[0];
    expect(asked?.get('search')).toBe('tişört');
    expect(asked?.get('sort')).toBe('PRICE_BY_ASC');
    expect(asked?.get('brand')).toBe('mavi');
    expect(asked?.get('currentPage')).toBe('2');
    expect(chosenIn('Sıralama')).toBe('En düşük fiyat');
    expect(await screen.findByRole('button', { name: 'Marka: Mavi filtresini kaldır' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sayfa 3' }).getAttribute('href')).toBe('/arama?q=ti%C5%9F%C3%B6rt&siralama=PRICE_BY_ASC&marka=mavi&sayfa=3');
  });

  it('puts a new order and filter in the address, back to page 1, and asks again', async () => {
    const user = userEvent.setup();
    const { calls } = backend();
    const { router } = renderWithProviders(<ListingView scope={{ kind: 'search' }} label="Sonuçlar" />, { path: '/arama?q=tişört&sayfa=2' });
    await screen.findByRole('list', { name: 'Sonuçlar' });

    await user.selectOptions(selectNamed('Sıralama'), 'En yüksek fiyat');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ti%C5%9F%C3%B6rt&siralama=PRICE_BY_DESC'));

    await user.selectOptions(selectNamed('Marka'), 'DeFacto (6)');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('marka')).toBe('defacto'));
    await waitFor(() => expect(searches(calls).at(-1)?.get('brand')).toBe('defacto'));
    expect(searches(calls).at(-1)?.get('sort')).toBe('PRICE_BY_DESC');
    expect(searches(calls).at(-1)?.get('currentPage')).toBe('1');

    // Back returns to the previous order, as the address held it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=ti%C5%9F%C3%B6rt&siralama=PRICE_BY_DESC'));
  });

  it('says so when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    backend(0);
    const { router } = renderWithProviders(<ListingView scope={{ kind: 'category', slug: 'giyim' }} label="Giyim" />, { path: '/kategori/giyim?marka=mavi' });
    const empty = (await screen.findByText('Aradığınız kriterlere uygun ürün bulunamadı.')).closest('[role="status"]');
    await user.click(within(empty as HTMLElement).getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

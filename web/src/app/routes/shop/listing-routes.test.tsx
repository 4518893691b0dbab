import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { failure, fakeBackend, ok } from '@/testing/test-utils.tsx';

/** The lookup and the search both answer an unknown slug with the catalogue's "not found" code, as the contract says. */
const lookups = [
  { page: 'category', slug: 'boyle-bir-kategori-yok', path: '/kategori/boyle-bir-kategori-yok', code: '2000-0203' },
  { page: 'brand', slug: 'boyle-bir-marka-yok', path: '/marka/boyle-bir-marka-yok', code: '2000-0204' },
  { page: 'store', slug: 'boyle-bir-magaza-yok', path: '/magaza/boyle-bir-magaza-yok', code: '2000-0225' },
];
const emptyPage = { items: [], currentPage: 1, pageSize: 24, totalCount: 0, totalPages: 0 };
const noFacets = { categories: [], brands: [], markets: [], priceRange: { min: 0, max: 0 }, properties: [], totalCount: 0 };
const catalogue = (url: string) => (url.includes('/search/product') ? ok(emptyPage) : url.includes('/search/filter') ? ok(noFacets) : ok([]));

describe('category, brand and store pages', () => {
  it.each(lookups)('a $page address that names nothing is the Turkish 404 page', async ({ path, slug, code }) => {
    fakeBackend((call) => (call.url.includes(slug) ? failure(404, code) : catalogue(call.url)));
    renderApp(path);
    // The first render of the whole shop loads its route modules: give it more than the default second.
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('a brand that exists is its listing, not the 404 page', async () => {
    fakeBackend((call) => (call.url.includes('/api/marketplace/brand/pasabahce') ? ok({ id: 3, name: 'Paşabahçe', slug: 'pasabahce' }) : catalogue(call.url)));
    renderApp('/marka/pasabahce');
    expect(await screen.findByRole('heading', { level: 1, name: /Paşabahçe/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeNull();
  });
});

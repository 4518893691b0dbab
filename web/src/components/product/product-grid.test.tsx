import type { ProductSummary } from '@carsi/sdk/main';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { ProductGrid } from './product-grid.tsx';

const product = (id: number): ProductSummary => ({
  id, title: `Ürün ${id}`, slug: `urun-${id}`, price: 100 + id, discountRate: 0, image: { url: `/images/products/${id}-1.svg`, alt: `Ürün ${id}`, width: 600, height: 800 },
  rating: 4, ratingCount: 3, seller: { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 }, platform: 'MARKETPLACE', freeShipping: false, stock: 5,
});

describe('ProductGrid', () => {
  it('loads the first row\'s pictures first, the rest of the first screen at once, and the others as they near the screen', async () => {
    renderWithProviders(<ProductGrid products={[1, 2, 3, 4, 5, 6].map(product)} label="Sonuçlar" />);
    const pictures = within(await screen.findByRole('list', { name: 'Sonuçlar' })).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // A phone's first row holds the page's largest paint: those two ask to come first.
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto', 'auto', 'auto', 'auto']);
  });
});

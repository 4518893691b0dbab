import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { CartLine } from './cart-line.tsx';

const image = { url: '/img/x.jpg', alt: 'Görsel', width: 600, height: 800 };
const seller = { id: 1, name: 'Anadolu Ev Tekstili', slug: 'anadolu-ev-tekstili', rating: 4.6, followerCount: 10 };
const product = (discountRate: number) => ({
  id: 15, title: 'Taç Peştemal', slug: 'tac-pestemal', price: 759.9, discountRate, image, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE' as const, freeShipping: false, stock: 5,
});
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const noop = () => undefined;

describe('CartLine', () => {
  it('shows a discounted unit price with the list price struck through and the rate', () => {
    renderWithProviders(<CartLine product={product(25)} quantity={2} unitPrice={568.9} totalPrice={1137.8} onQuantity={noop} onRemove={noop} />);
    const line = plain(screen.getByRole('group', { name: 'Taç Peştemal' }).textContent);
    expect(line).toContain('Birim fiyat: ₺568,90 Eski fiyat: ₺759,90 %25 indirim');
    expect(line).toContain('₺1.137,80');
  });

  it('shows the list price alone without a discount', () => {
    renderWithProviders(<CartLine product={product(0)} quantity={1} unitPrice={759.9} totalPrice={759.9} onQuantity={noop} onRemove={noop} />);
    expect(plain(screen.getByRole('group', { name: 'Taç Peştemal' }).textContent)).not.toContain('Eski fiyat');
  });
});

import { describe, expect, it } from 'vitest';
import { sectionNavItems } from './section-nav-items.ts';

const labels = (section: Parameters<typeof sectionNavItems>[0]) => sectionNavItems(section).map((item) => item.label);

describe('sectionNavItems', () => {
  it('gives the swap account only what swap has: no buying, selling, payout, price offers or suspension', () => {
    const swap = labels('swap');
    for (const absent of ['Alışlarım', 'Satışlarım', 'Ödeme bilgilerim', 'Pazarlık teklifleri', 'Hesabımı dondur']) expect(swap).not.toContain(absent);
    for (const present of ['İlanlarım', 'Takas teklifleri', 'Öne çıkanlar', 'Engellediklerim', 'Kargo adreslerim']) expect(swap).toContain(present);
  });

  it('keeps selling and payout in the sections whose listings are sold', () => {
    for (const section of ['secondHand', 'craft'] as const) {
      expect(labels(section)).toEqual(expect.arrayContaining(['Alışlarım', 'Satışlarım', 'Ödeme bilgilerim', 'Pazarlık teklifleri']));
      expect(labels(section)).not.toContain('Takas teklifleri');
    }
  });
});

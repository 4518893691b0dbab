import { describe, expect, it } from 'vitest';
import { sectionCapabilities, sectionKeys } from './section-capabilities.ts';

describe('section capabilities from the verticals module', () => {
  it('names the three sections as the shop does and points at their services', () => {
    expect(sectionKeys).toEqual(['secondHand', 'craft', 'swap']);
    expect(sectionKeys.map((key) => sectionCapabilities[key].name)).toEqual(['Pazar', 'Zanaat', 'Takas']);
    expect(sectionCapabilities.craft.apiPrefix).toBe('/api/craft');
  });

  it('offers price offers and suspension in Pazar and Zanaat, swap offers, doping and bans in Takas', () => {
    expect(sectionCapabilities.secondHand).toMatchObject({ negotiation: true, suspend: true, swapOffers: false, doping: false, bans: false, brand: true, sold: true });
    expect(sectionCapabilities.swap).toMatchObject({ negotiation: false, suspend: false, swapOffers: true, doping: true, bans: true, brand: false, sold: false });
  });

  it('lists each family’s own listing states in the order İlanlarım shows them', () => {
    expect(sectionCapabilities.craft.listingStates).toEqual(['WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'SOLD', 'REMOVED']);
    expect(sectionCapabilities.swap.listingStates).toEqual(['WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'SWAPPED', 'EXPIRED', 'REMOVED']);
  });
});

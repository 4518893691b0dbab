import type { SectionKey } from '../lib/section-api.ts';

/** What a section family can do for its members: the one place the account, nav and forms read it from. */
export type ListingState = 'WAITING_FOR_APPROVAL' | 'ACTIVE' | 'REJECTED' | 'SOLD' | 'SWAPPED' | 'EXPIRED' | 'REMOVED';

const saleStates: readonly ListingState[] = ['WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'SOLD', 'REMOVED'];
const swapStates: readonly ListingState[] = ['WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'SWAPPED', 'EXPIRED', 'REMOVED'];

export interface SectionCapabilities {
  /** Short name of the section ("Pazar"), used in "Pazar hesabım". */
  name: string;
  /** Where the family's calls live; every cached answer of the section starts with it. */
  apiPrefix: string;
  /** Buyers may make price offers that the seller accepts or rejects (second-hand, craft). */
  negotiation: boolean;
  /** Listings are offered in exchange for other listings, with an inbox and an outbox (swap). */
  swapOffers: boolean;
  /** Paid promotion of a listing (swap). */
  doping: boolean;
  /** Members may ban other members from their listings (swap; spec §6). */
  bans: boolean;
  /** Members may suspend their section account (second-hand, craft; spec §6). */
  suspend: boolean;
  /** Listings carry a brand (swap listings do not). */
  brand: boolean;
  /** The states a listing of the family passes through (spec §4), in the order "İlanlarım" shows them. */
  listingStates: readonly ListingState[];
  /** Listings carry a price that buyers pay (swap listings are exchanged; the price is an estimate). */
  sold: boolean;
}

export const sectionCapabilities: Record<SectionKey, SectionCapabilities> = {
  secondHand: { name: 'Pazar', apiPrefix: '/api/second-hand', negotiation: true, swapOffers: false, doping: false, bans: false, suspend: true, brand: true, sold: true, listingStates: saleStates },
  craft: { name: 'Zanaat', apiPrefix: '/api/craft', negotiation: true, swapOffers: false, doping: false, bans: false, suspend: true, brand: true, sold: true, listingStates: saleStates },
  swap: { name: 'Takas', apiPrefix: '/api/swap', negotiation: false, swapOffers: true, doping: true, bans: true, suspend: false, brand: false, sold: false, listingStates: swapStates },
};

export const sectionKeys: readonly SectionKey[] = ['secondHand', 'craft', 'swap'];

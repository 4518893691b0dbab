import type { SectionKey } from '../lib/section-api.ts';

/** What a section family can do for its members: the one place the account, nav and forms read it from. */
export interface SectionCapabilities {
  /** Short name of the section ("Pazar"), used in "Pazar hesabım". */
  name: string;
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
  /** Listings carry a price that buyers pay (swap listings are exchanged; the price is an estimate). */
  sold: boolean;
}

export const sectionCapabilities: Record<SectionKey, SectionCapabilities> = {
  secondHand: { name: 'Pazar', negotiation: true, swapOffers: false, doping: false, bans: false, suspend: true, brand: true, sold: true },
  craft: { name: 'Zanaat', negotiation: true, swapOffers: false, doping: false, bans: false, suspend: true, brand: true, sold: true },
  swap: { name: 'Takas', negotiation: false, swapOffers: true, doping: true, bans: true, suspend: false, brand: false, sold: false },
};

export const sectionKeys: readonly SectionKey[] = ['secondHand', 'craft', 'swap'];

import { verticals, type VerticalInfo, type VerticalKey } from '@carsi/sdk/verticals';

/**
 * What a section family can do for its members, built from the contract's one verticals module
 * (openapi/verticals/verticals.yaml → `@carsi/sdk/verticals`): the account, nav and forms read it here.
 */
export type ListingState = VerticalInfo['states'][number];

/** The order "İlanlarım" shows a family's states in; each family keeps the ones its contract has. */
const listingStateOrder: readonly ListingState[] = ['WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'SOLD', 'SWAPPED', 'EXPIRED', 'REMOVED'];

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

function capabilitiesOf(vertical: VerticalInfo): SectionCapabilities {
  const states: readonly string[] = vertical.states;
  return {
    name: vertical.sectionName,
    apiPrefix: `/api/${vertical.slug}`,
    negotiation: vertical.features.negotiation,
    swapOffers: vertical.features.swapOffers,
    doping: vertical.features.doping,
    bans: vertical.features.ban,
    suspend: vertical.features.suspend,
    brand: vertical.features.brand,
    listingStates: listingStateOrder.filter((state) => states.includes(state)),
    sold: vertical.soldState === 'SOLD',
  };
}

export const sectionCapabilities = Object.fromEntries(verticals.map((v) => [v.key, capabilitiesOf(v)])) as Record<VerticalKey, SectionCapabilities>;

export const sectionKeys: readonly VerticalKey[] = verticals.map((v) => v.key);

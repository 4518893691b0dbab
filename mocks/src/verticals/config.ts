/**
 * What differs between the second-hand, craft and swap sections. Everything else — handlers,
 * views, rules — is one implementation parameterised by this record (never copied per vertical).
 */
import { SECTION_CONTRACT_VERSION } from '../db/seed/world.ts';
import type { ListingState, VerticalSlug } from '../db/vertical-types.ts';

export interface VerticalConfig {
  slug: VerticalSlug;
  platform: 'SECONDHAND' | 'CRAFT' | 'SWAP';
  label: string;
  /** The section's home route in the web app (spec §2). */
  home: string;
  /** Listings of this section carry a brand (swap listings do not). */
  hasBrand: boolean;
  /** The state a listing takes when it is bought. */
  soldState: ListingState;
  /** States the contract allows for this section. */
  states: readonly ListingState[];
  contractVersion: string;
  commissionRate: number;
}

export const VERTICALS: readonly VerticalConfig[] = [
  {
    slug: 'second-hand', platform: 'SECONDHAND', label: 'İkinci El', home: '/pazar', hasBrand: true, soldState: 'SOLD',
    states: ['WAITING_FOR_APPROVAL', 'REJECTED', 'REMOVED', 'ACTIVE', 'SOLD'], contractVersion: SECTION_CONTRACT_VERSION['second-hand'], commissionRate: 0.08,
  },
  {
    slug: 'craft', platform: 'CRAFT', label: 'Zanaat', home: '/zanaat', hasBrand: true, soldState: 'SOLD',
    states: ['WAITING_FOR_APPROVAL', 'REJECTED', 'REMOVED', 'ACTIVE', 'SOLD'], contractVersion: SECTION_CONTRACT_VERSION.craft, commissionRate: 0.1,
  },
  {
    slug: 'swap', platform: 'SWAP', label: 'Takas', home: '/takas', hasBrand: false, soldState: 'SWAPPED',
    states: ['WAITING_FOR_APPROVAL', 'REJECTED', 'SWAPPED', 'REMOVED', 'EXPIRED', 'ACTIVE'], contractVersion: SECTION_CONTRACT_VERSION.swap, commissionRate: 0.05,
  },
];

export function verticalOf(slug: VerticalSlug): VerticalConfig {
  const config = VERTICALS.find((v) => v.slug === slug);
  if (!config) throw new Error(`unknown vertical ${slug}`);
  return config;
}


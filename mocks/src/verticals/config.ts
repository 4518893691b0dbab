/**
 * What differs between the second-hand, craft and swap sections. Everything else — handlers,
 * views, rules — is one implementation parameterised by this record (never copied per vertical).
 */
import { verticals, type VerticalInfo } from '@carsi/sdk/verticals';
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
  /** Calls the section has (negotiation, swap offers, doping, ban, suspend, brand), from the contract. */
  capabilities: VerticalInfo['capabilities'];
  contractVersion: string;
  commissionRate: number;
}

/** What only the mocks decide per section (the rest is the SDK's `verticals`, from the contract). */
const COMMISSION_RATE: Record<VerticalSlug, number> = { 'second-hand': 0.08, craft: 0.1, swap: 0.05 };

export const VERTICALS: readonly VerticalConfig[] = verticals.map((v) => ({
  slug: v.slug,
  platform: v.platform,
  label: v.label,
  home: v.route,
  hasBrand: v.capabilities.brand,
  soldState: v.soldState,
  states: v.states,
  capabilities: v.capabilities,
  contractVersion: SECTION_CONTRACT_VERSION[v.slug],
  commissionRate: COMMISSION_RATE[v.slug],
}));

export function verticalOf(slug: VerticalSlug): VerticalConfig {
  const config = VERTICALS.find((v) => v.slug === slug);
  if (!config) throw new Error(`unknown vertical ${slug}`);
  return config;
}


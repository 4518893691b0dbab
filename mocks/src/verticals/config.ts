/**
 * What differs between the second-hand, craft and swap sections. Everything else — handlers,
 * views, rules — is one implementation parameterised by this record (never copied per vertical).
 */
import { verticals, type VerticalInfo, type VerticalPlatform } from '@carsi/sdk/verticals';
import type { ListingState, VerticalSlug } from '../db/vertical-types.ts';

export interface VerticalConfig {
  slug: VerticalSlug;
  /** The section's place in verticals.yaml (0 for the first): its seeded records and help articles are numbered by it. */
  position: number;
  platform: VerticalPlatform;
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

/** Every fact comes from the SDK's `verticals` (openapi/verticals/verticals.yaml and the contract). */
export const VERTICALS: readonly VerticalConfig[] = verticals.map((v, position) => ({
  slug: v.slug,
  position,
  platform: v.platform,
  label: v.label,
  home: v.route,
  hasBrand: v.capabilities.brand,
  soldState: v.soldState,
  states: v.states,
  capabilities: v.capabilities,
  contractVersion: v.contractVersion,
  commissionRate: v.commissionRate,
}));

export function verticalOf(slug: VerticalSlug): VerticalConfig {
  const config = VERTICALS.find((v) => v.slug === slug);
  if (!config) throw new Error(`unknown vertical ${slug}`);
  return config;
}


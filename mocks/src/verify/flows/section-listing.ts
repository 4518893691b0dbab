/**
 * Selling in a section (second-hand, craft, swap): the section's contract accepted, then a listing
 * created from the contract's example, waiting for the moderator and then ACTIVE.
 */
import { verticalBySlug, type VerticalSlug } from '@carsi/sdk/verticals';
import { Walk } from './walk.ts';

export type Section = VerticalSlug;

export interface Listing {
  id: number;
  state: string;
  price: number;
}

export async function acceptContract(walk: Walk, section: Section, token: string): Promise<void> {
  const contract = await walk.step(`read the ${section} contract`, () => walk.ok<{ version: string; status: string }>('GET', `/api/${section}/contract`, { token }));
  const accepted = await walk.step(`accept the ${section} contract`, () => walk.ok<{ status: string }>('POST', `/api/${section}/contract`, { token, body: { version: contract.version, accepted: true } }));
  if (accepted.status !== 'ACCEPTED') throw new Error(`the ${section} contract is ${accepted.status} after acceptance, not ACCEPTED`);
}

/** A new listing from the example; WAITING_FOR_APPROVAL at first. */
export async function createListing(walk: Walk, section: Section, token: string): Promise<Listing> {
  const listing = await walk.step(`create a ${section} listing`, () => walk.example<Listing>(`${verticalBySlug(section).key}CreateProduct`, token));
  if (listing.state !== 'WAITING_FOR_APPROVAL') throw new Error(`a new ${section} listing is ${listing.state}, not WAITING_FOR_APPROVAL`);
  return listing;
}

export function approved(walk: Walk, section: Section, listing: Listing, waitMs: number): Promise<Listing> {
  return walk.step(`the ${section} listing is approved`, () =>
    walk.until(`approval of ${section} listing ${listing.id}`, waitMs, () => walk.ok<Listing>('GET', `/api/${section}/product/${listing.id}`), (l) => l.state === 'ACTIVE'));
}

/** Members of the sections as others see them: the seller card of a listing. */
import { db } from '@mocks/db/database.ts';
import type { ListingRecord } from '@mocks/db/vertical-types.ts';
import type { SellerSummary } from '@carsi/sdk/main';
import { imageOf } from '@mocks/shared/image.ts';
import { displayName, userById } from '@mocks/shared/people.ts';

/**
 * Members of the section who follow the seller. Counted in place: a listing page asks once per
 * listing, and copying the per-user table into an array each time was most of that page's garbage.
 */
function followerCount(vertical: ListingRecord['vertical'], sellerId: number): number {
  const prefix = `${vertical}:`;
  let count = 0;
  // Most members follow nobody: the follow list is looked at before the key.
  for (const [key, state] of db.verticalUsers) if (state.follows.includes(sellerId) && key.startsWith(prefix)) count += 1;
  return count;
}

function sellerCard(sellerId: number, followers: number): SellerSummary {
  // Worked out once: it upper-cases the Turkish way, which asks ICU.
  const name = displayName(userById(sellerId));
  return {
    id: sellerId,
    name,
    slug: `uye-${sellerId}`,
    rating: 4 + ((sellerId * 7) % 10) / 10,
    followerCount: followers,
    logo: imageOf('avatars', `uye-${sellerId}`, name, 200, 200),
  };
}

export function listingSeller(listing: Pick<ListingRecord, 'vertical' | 'sellerId'>): SellerSummary {
  return sellerCard(listing.sellerId, followerCount(listing.vertical, listing.sellerId));
}

/** Members of the section who follow each seller, in one walk over the member table. */
function followerCounts(vertical: ListingRecord['vertical']): Map<number, number> {
  const prefix = `${vertical}:`;
  const counts = new Map<number, number>();
  for (const [key, state] of db.verticalUsers) {
    if (state.follows.length === 0 || !key.startsWith(prefix)) continue;
    // A member counts once per seller, as followerCount counts them.
    for (const sellerId of new Set(state.follows)) counts.set(sellerId, (counts.get(sellerId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Seller cards for one answer: the follower counts are counted once for the answer and a seller with
 * several listings on a page is worked out once. Made per answer, never kept: follows change.
 */
export function sellerCards(): (listing: Pick<ListingRecord, 'vertical' | 'sellerId'>) => SellerSummary {
  const followers = new Map<ListingRecord['vertical'], Map<number, number>>();
  const cards = new Map<string, SellerSummary>();
  return ({ vertical, sellerId }) => {
    const key = `${vertical}:${sellerId}`;
    let card = cards.get(key);
    if (!card) {
      let counts = followers.get(vertical);
      if (!counts) {
        counts = followerCounts(vertical);
        followers.set(vertical, counts);
      }
      card = sellerCard(sellerId, counts.get(sellerId) ?? 0);
      cards.set(key, card);
    }
    return card;
  };
}

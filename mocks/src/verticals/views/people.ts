/** Members of the sections as others see them: the display name, the seller card of a listing. */
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/types.ts';
import type { ListingRecord } from '../../db/vertical-types.ts';
import type { SellerSummary } from '@carsi/sdk/main';
import { imageOf } from '../../views/image.ts';

/**
 * A letter upper-cased the Turkish way (i → İ). Remembered per letter: ICU takes microseconds per
 * call, and a listing page shows a seller name on every card.
 */
const upperInitials = new Map<string, string>();
function upperInitial(letter: string): string {
  let upper = upperInitials.get(letter);
  if (upper === undefined) {
    upper = letter.toLocaleUpperCase('tr-TR');
    if (upperInitials.size >= 1024) upperInitials.clear();
    upperInitials.set(letter, upper);
  }
  return upper;
}

export const displayName = (user: UserRecord | undefined): string =>
  user ? `${user.firstName || user.email.split('@')[0] || 'Üye'} ${upperInitial((user.lastName || '').charAt(0))}.`.trim() : 'Silinmiş üye';

export const userById = (id: number): UserRecord | undefined => db.users.find((u) => u.id === id && !u.deleted);

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

export function listingSeller(listing: Pick<ListingRecord, 'vertical' | 'sellerId'>): SellerSummary {
  const user = userById(listing.sellerId);
  const followers = followerCount(listing.vertical, listing.sellerId);
  // Worked out once: it upper-cases the Turkish way, which asks ICU.
  const name = displayName(user);
  return {
    id: listing.sellerId,
    name,
    slug: `uye-${listing.sellerId}`,
    rating: 4 + ((listing.sellerId * 7) % 10) / 10,
    followerCount: followers,
    logo: imageOf('avatars', `uye-${listing.sellerId}`, name, 200, 200),
  };
}

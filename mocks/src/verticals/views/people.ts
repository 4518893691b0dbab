/** Members of the sections as others see them: the display name, the seller card of a listing. */
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/types.ts';
import type { ListingRecord } from '../../db/vertical-types.ts';
import type { SellerSummary } from '@carsi/sdk/main';
import { imageOf } from '../../views/image.ts';

export const displayName = (user: UserRecord | undefined): string =>
  user ? `${user.firstName || user.email.split('@')[0] || 'Üye'} ${(user.lastName || '').charAt(0).toLocaleUpperCase('tr-TR')}.`.trim() : 'Silinmiş üye';

export const userById = (id: number): UserRecord | undefined => db.users.find((u) => u.id === id && !u.deleted);

export function listingSeller(listing: Pick<ListingRecord, 'vertical' | 'sellerId'>): SellerSummary {
  const user = userById(listing.sellerId);
  const followers = [...db.verticalUsers.entries()].filter(([key, s]) => key.startsWith(`${listing.vertical}:`) && s.follows.includes(listing.sellerId)).length;
  return {
    id: listing.sellerId,
    name: displayName(user),
    slug: `uye-${listing.sellerId}`,
    rating: 4 + ((listing.sellerId * 7) % 10) / 10,
    followerCount: followers,
    logo: imageOf('avatars', `uye-${listing.sellerId}`, displayName(user), 200, 200),
  };
}

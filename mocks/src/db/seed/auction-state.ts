/** The main API's side of the auction section: packages, purchases, contract acceptances, bans, views. */
import type { BroadcastPackage } from '@carsi/sdk/main-models';
import { AUCTION_CONTRACT_VERSION } from './world.ts';
import { seedDaysAgo } from '../clock.ts';

export const BROADCAST_PACKAGES: readonly BroadcastPackage[] = [
  { id: 1, name: 'Başlangıç', description: 'Ayda 3 canlı yayın, yayın başına 45 dakikaya kadar.', broadcastCount: 3, maxMinutesPerBroadcast: 45, validDays: 30, price: 149.9 },
  { id: 2, name: 'Usta Satıcı', description: 'Ayda 10 canlı yayın, yayın başına 90 dakikaya kadar.', broadcastCount: 10, maxMinutesPerBroadcast: 90, validDays: 30, price: 399.9 },
  { id: 3, name: 'Mezat Evi', description: '3 ayda 40 canlı yayın, yayın başına 180 dakikaya kadar.', broadcastCount: 40, maxMinutesPerBroadcast: 180, validDays: 90, price: 1299.9 },
];

export { AUCTION_CONTRACT_VERSION };

export interface PackagePurchaseRecord {
  id: number;
  userId: number;
  packageId: number;
  paidAmount: number;
  purchasedAt: string;
  expiresAt: string;
  remainingBroadcasts: number;
}

/** One bid on a lot: a member's (userId) or a simulated rival's (userId null). */
export interface BidRecord {
  id: number;
  lotId: number;
  userId: number | null;
  nickname: string;
  amount: number;
  placedAt: string;
}

export interface AuctionState {
  /** user id → when the auction contract was accepted */
  contracts: Map<number, string>;
  /** user id → users banned from their broadcasts, newest first */
  bans: Map<number, { userId: number; bannedAt: string }[]>;
  purchases: PackagePurchaseRecord[];
  /** user id → watched broadcasts, newest first */
  views: Map<number, { broadcastId: number; viewedAt: string }[]>;
  /** Every bid on a lot, oldest first: the seeded ones behind each lot's bid count, then those placed since. */
  bids: BidRecord[];
  /** lot id → when simulated rivals started watching it (the first read of the lot). */
  rivalClock: Map<number, string>;
}

export function seedAuctionState(bids: BidRecord[]): AuctionState {
  return {
    contracts: new Map([[1, seedDaysAgo(234)]]),
    bans: new Map([[1, [{ userId: 11, bannedAt: seedDaysAgo(33) }]]]),
    // Bought three weeks ago for 30 days: two of its ten broadcasts used, nine days left.
    purchases: [{ id: 1, userId: 1, packageId: 2, paidAmount: 399.9, purchasedAt: seedDaysAgo(21), expiresAt: seedDaysAgo(-9), remainingBroadcasts: 8 }],
    bids,
    rivalClock: new Map(),
    // Broadcasts that ended (ids 303, 306, 309) or are on air, watched in the last days.
    views: new Map([[1, [{ broadcastId: 301, viewedAt: seedDaysAgo(0, 0.5) }, { broadcastId: 306, viewedAt: seedDaysAgo(1, 1) }, { broadcastId: 309, viewedAt: seedDaysAgo(1, 2) }]]]),
  };
}

/**
 * Bidding on the lots of live broadcasts: the rules of POST /api/auction/lot/{id}/bid, the simulated
 * rivals (applied lazily against the clock, see RIVAL_BID_MS) and the lot's bidding state as answered.
 */
import type { AuctionLotBids, ErrorCode } from '@carsi/sdk/main';
import type { LiveBroadcastDetail, LiveLot } from '@carsi/sdk/live';
import { db } from './database.ts';
import type { BidRecord } from './seed/auction-state.ts';
import { RIVAL_BID_MS, VIEWER_TICK_MS } from './timings.ts';
import type { UserRecord } from './types.ts';

const RIVALS = ['Ayşe K.', 'Mehmet Y.', 'Zeynep A.', 'Can D.', 'Elif S.'] as const;
/** How many missed rival bids one read catches up at most (a tab left closed for hours). */
const MAX_CATCH_UP = 10;
const DEFAULT_STEP = 50;

export const bidderNickname = (user: UserRecord): string => `${user.firstName || 'Üye'} ${(user.lastName || '').charAt(0)}.`.trim();

/** Snapshots taken before bidding existed have no bid state; give them an empty one. */
function bidState(): { bids: BidRecord[]; rivalClock: Map<number, string> } {
  const auction = db.auction as Partial<typeof db.auction> & typeof db.auction;
  auction.bids ??= [];
  auction.rivalClock ??= new Map();
  return auction;
}

export function findLot(lotId: number): { broadcast: LiveBroadcastDetail; lot: LiveLot } | undefined {
  for (const broadcast of db.broadcasts) {
    const lot = broadcast.lots.find((l) => l.id === lotId);
    if (lot) return { broadcast, lot };
  }
  return undefined;
}

const isClosed = (broadcast: LiveBroadcastDetail, lot: LiveLot): boolean => lot.sold || broadcast.status !== 'LIVE';
const stepOf = (lot: LiveLot): number => lot.minIncrement ?? DEFAULT_STEP;

/** The lowest valid next bid: the opening price without bids, else the price plus one step. */
export const nextMinimumBid = (lot: LiveLot): number => (lot.bidCount === 0 ? lot.startPrice : lot.currentPrice + stepOf(lot));

/** The lot the host is selling now: the first unsold lot of a live broadcast. */
export const currentLotOf = (broadcast: LiveBroadcastDetail): LiveLot | undefined => (broadcast.status === 'LIVE' ? broadcast.lots.find((l) => !l.sold) : undefined);

function record(lot: LiveLot, userId: number | null, nickname: string, amount: number, at: number): BidRecord {
  const state = bidState();
  const bid: BidRecord = { id: state.bids.length + 1, lotId: lot.id, userId, nickname, amount, placedAt: new Date(at).toISOString() };
  state.bids.push(bid);
  lot.currentPrice = amount;
  lot.bidCount += 1;
  return bid;
}

/** Applies the rival bids the clock has come to on the current lot of a live broadcast. */
export function advanceRivals(broadcast: LiveBroadcastDetail, now = Date.now()): void {
  const lot = currentLotOf(broadcast);
  if (!lot) return;
  const state = bidState();
  const started = state.rivalClock.get(lot.id);
  if (started === undefined) {
    state.rivalClock.set(lot.id, new Date(now).toISOString());
    return;
  }
  const last = state.bids.filter((b) => b.lotId === lot.id).at(-1);
  let from = Math.max(Date.parse(started), last ? Date.parse(last.placedAt) : 0);
  for (let n = 0; n < MAX_CATCH_UP && now - from >= RIVAL_BID_MS; n += 1) {
    from += RIVAL_BID_MS;
    record(lot, null, RIVALS[(lot.id + lot.bidCount) % RIVALS.length] ?? 'Katılımcı', nextMinimumBid(lot), from);
  }
  if (now - from >= RIVAL_BID_MS) state.rivalClock.set(lot.id, new Date(now).toISOString());
}

/** Viewers of a live broadcast drift a little every VIEWER_TICK_MS (deterministic in the clock). */
export function viewersAt(broadcast: LiveBroadcastDetail, now = Date.now()): number {
  if (broadcast.status !== 'LIVE') return broadcast.viewerCount;
  const tick = Math.floor(now / VIEWER_TICK_MS);
  return Math.max(1, broadcast.viewerCount + ((tick * 37 + broadcast.id) % 41) - 20);
}

export function lotBids(broadcast: LiveBroadcastDetail, lot: LiveLot, viewer: UserRecord | undefined): AuctionLotBids {
  const mine = (b: BidRecord): boolean => viewer !== undefined && b.userId === viewer.id;
  const bids = bidState().bids.filter((b) => b.lotId === lot.id).reverse();
  const view = (b: BidRecord) => ({ id: b.id, amount: b.amount, bidderNickname: b.nickname, mine: mine(b), placedAt: b.placedAt });
  const [highest] = bids;
  const myStatus = highest && mine(highest) ? 'HIGHEST' : bids.some(mine) ? 'OUTBID' : 'NONE';
  return {
    lotId: lot.id,
    broadcastId: broadcast.id,
    currentPrice: lot.currentPrice,
    nextMinimumBid: nextMinimumBid(lot),
    minIncrement: stepOf(lot),
    bidCount: lot.bidCount,
    closed: isClosed(broadcast, lot),
    myStatus,
    ...(highest ? { highestBid: view(highest) } : {}),
    bids: bids.slice(0, 20).map(view),
  };
}

/** The rules of a bid, in the order a real auction house checks them; undefined when it is accepted. */
export function refuseBid(broadcast: LiveBroadcastDetail, lot: LiveLot, user: UserRecord, amount: number): ErrorCode | undefined {
  if (isClosed(broadcast, lot)) return '2000-0303';
  if (broadcast.host.id === user.id) return '2000-0302';
  if ((db.auction.bans.get(broadcast.host.id) ?? []).some((b) => b.userId === user.id)) return '2000-0304';
  if (!db.auction.contracts.has(user.id)) return '2000-0305';
  if (amount < nextMinimumBid(lot)) return '2000-0301';
  return undefined;
}

export function placeBid(lot: LiveLot, user: UserRecord, amount: number, now = Date.now()): BidRecord {
  return record(lot, user.id, bidderNickname(user), amount, now);
}

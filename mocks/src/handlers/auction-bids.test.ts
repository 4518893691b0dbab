/** Bidding on a live broadcast's lots: the rules a bidder notices and the simulated rivals. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RIVAL_BID_MS } from '../db/timings.ts';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

interface LotBids { currentPrice: number; nextMinimumBid: number; bidCount: number; closed: boolean; myStatus: string; highestBid?: { amount: number; mine: boolean; bidderNickname: string }; bids: { amount: number }[] }

function liveLot(): { broadcastId: number; hostId: number; lotId: number } {
  const broadcast = db.broadcasts.find((b) => b.status === 'LIVE' && b.host.id !== 1);
  const lot = broadcast?.lots.find((l) => !l.sold);
  if (!broadcast || !lot) throw new Error('seed has no live lot');
  return { broadcastId: broadcast.id, hostId: broadcast.host.id, lotId: lot.id };
}
const bid = (lotId: number, amount: unknown, token = DEMO_TOKEN) => api(`/api/auction/lot/${lotId}/bid`, { body: { amount }, token });
const state = async (lotId: number, token?: string) => data<LotBids>(await api(`/api/auction/lot/${lotId}/bid`, token ? { token } : {}));

describe('auction bids', () => {
  it('refuses a bid below the next valid bid with 2000-0301 and keeps the price', async () => {
    const { lotId } = liveLot();
    const before = await state(lotId, DEMO_TOKEN);
    const answer = await bid(lotId, before.nextMinimumBid - 1);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('2000-0301');
    expect(answer.body.message).toContain('en düşük');
    expect((await state(lotId)).currentPrice).toBe(before.currentPrice);
    expect((await bid(lotId, 'çok')).body.code).toBe('1000-1016');
  });

  it('a valid bid raises the price and the next valid bid, and the bidder leads', async () => {
    const { lotId, broadcastId } = liveLot();
    const before = await state(lotId, DEMO_TOKEN);
    const after = data<LotBids>(await bid(lotId, before.nextMinimumBid + 100));
    expect(after.currentPrice).toBe(before.nextMinimumBid + 100);
    expect(after.nextMinimumBid).toBe(after.currentPrice + 50);
    expect(after.bidCount).toBe(before.bidCount + 1);
    expect(after.myStatus).toBe('HIGHEST');
    expect(after.highestBid?.mine).toBe(true);
    // The live service shows the same price on the lot.
    const live = data<{ lots: { id: number; currentPrice: number }[] }>(await api(`/live/broadcast/${broadcastId}`));
    expect(live.lots.find((l) => l.id === lotId)?.currentPrice).toBe(after.currentPrice);
    // A guest sees the price but is nobody's bidder.
    expect((await state(lotId)).myStatus).toBe('NONE');
  });

  it('refuses a closed lot, an own lot, a banned bidder and a bidder without the contract', async () => {
    const ended = db.broadcasts.find((b) => b.status === 'ENDED' && b.host.id !== 1);
    const endedLot = ended?.lots[0];
    if (!endedLot) throw new Error('seed has no ended broadcast');
    expect((await bid(endedLot.id, endedLot.currentPrice + 1000)).body.code).toBe('2000-0303');
    expect((await state(endedLot.id)).closed).toBe(true);

    const { lotId, hostId } = liveLot();
    const price = (await state(lotId)).nextMinimumBid;
    expect((await bid(lotId, price, openSession(hostId))).body.code).toBe('2000-0302');
    expect((await bid(lotId, price, openSession(2))).body.code).toBe('2000-0305');
    db.auction.bans.set(hostId, [{ userId: 1, bannedAt: '2025-11-20T10:00:00.000Z' }]);
    expect((await bid(lotId, price)).body.code).toBe('2000-0304');
    expect((await api('/api/auction/lot/999999/bid')).body.code).toBe('2000-0228');
    expect((await api(`/api/auction/lot/${lotId}/bid`, { body: { amount: price } })).status).toBe(401);
  });

  it('a simulated bidder outbids the leader RIVAL_BID_MS after the last bid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const { lotId } = liveLot();
    const opening = await state(lotId, DEMO_TOKEN);
    const mine = data<LotBids>(await bid(lotId, opening.nextMinimumBid));
    expect(mine.myStatus).toBe('HIGHEST');

    vi.setSystemTime(Date.now() + RIVAL_BID_MS - 1);
    expect((await state(lotId, DEMO_TOKEN)).myStatus).toBe('HIGHEST');

    vi.setSystemTime(Date.now() + 1);
    const outbid = await state(lotId, DEMO_TOKEN);
    expect(outbid.myStatus).toBe('OUTBID');
    expect(outbid.currentPrice).toBe(mine.nextMinimumBid);
    expect(outbid.highestBid?.mine).toBe(false);
    // Newest first: the rival's bid over the member's, then the lot's earlier bids.
    expect(outbid.bids.slice(0, 2).map((b) => b.amount)).toEqual([mine.nextMinimumBid, mine.currentPrice]);

    // Bidding again wins the lead back.
    expect(data<LotBids>(await bid(lotId, outbid.nextMinimumBid)).myStatus).toBe('HIGHEST');
  });
});

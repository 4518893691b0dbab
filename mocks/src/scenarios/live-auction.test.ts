import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIVAL_BID_MS } from '../db/timings.ts';
import { data } from '../testing/api.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';

const { call, member } = useScenarioWorld('live-auction');

interface Broadcast {
  id: number;
  title: string;
  status: string;
  startsAt: string;
  lots: { id: number; title: string }[];
}

interface LotBids {
  currentPrice: number;
  nextMinimumBid: number;
  bidCount: number;
  closed: boolean;
  myStatus: string;
  highestBid?: { bidderNickname: string; mine: boolean };
}

afterEach(() => vi.useRealTimers());

describe('scenario live-auction', () => {
  it('puts a broadcast on air minutes ago where the demo member was outbid, and rivals keep bidding', async () => {
    const token = member.token;
    expect(member.email).toBe('demo@carsi.test');
    const listed = data<{ id: number; title: string; status: string }[]>(await call('/live/list?categoryId=1'));
    const live = listed.find((b) => b.title === 'Antika Akşamı — Gümüş ve Bakır');
    expect(live?.status).toBe('LIVE');

    const broadcast = data<Broadcast>(await call(`/live/broadcast/${live?.id}`, { token }));
    const minutesOnAir = (Date.now() - Date.parse(broadcast.startsAt)) / 60_000;
    expect(minutesOnAir).toBeGreaterThan(5);
    expect(minutesOnAir).toBeLessThan(10);
    expect(broadcast.lots.map((l) => l.title)).toEqual(['Osmanlı Dönemi Gümüş Tepsi', 'Dövme Bakır Semaver', 'Telkari Gümüş Şekerlik']);
    const watched = data<{ items: { broadcast: { id: number } }[] }>(await call('/api/auction/view-history', { token })).items;
    expect(watched[0]?.broadcast.id).toBe(broadcast.id);

    const lot = broadcast.lots[0]?.id;
    const bids = async (): Promise<LotBids> => data<LotBids>(await call(`/api/auction/lot/${lot}/bid`, { token }));
    const first = await bids();
    expect(first).toMatchObject({ closed: false, myStatus: 'OUTBID', highestBid: { mine: false } });
    expect(first.bidCount).toBeGreaterThanOrEqual(4);

    // A rival answers within RIVAL_BID_MS, without anybody else calling.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RIVAL_BID_MS + 1000 });
    const later = await bids();
    expect(later.bidCount).toBeGreaterThan(first.bidCount);
    expect(later.currentPrice).toBeGreaterThan(first.currentPrice);

    // The member can take the lead again.
    const bid = await call(`/api/auction/lot/${lot}/bid`, { token, body: { amount: later.nextMinimumBid } });
    expect(bid.status).toBe(200);
    expect((await bids()).myStatus).toBe('HIGHEST');
  });
});

/** The swap promotion price list: public, one list, and what buying a package charges. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, MARKETPLACE } from '../db/seed/world.ts';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Offer { package: string; prices: { durationDays: number; price: number }[] }
interface DopingWire { id: number; package: string; durationDays: number; price: number }

/** One of the demo's active swap listings no doping runs on. */
function idleListing(): number {
  const listing = db.listings.find((l) => l.vertical === 'swap' && l.sellerId === DEMO.userId && l.state === 'ACTIVE' && !db.dopings.some((d) => d.listingId === l.id && !d.stopped));
  if (!listing) throw new Error('the seed has no idle swap listing of the demo');
  return listing.id;
}

describe('GET /api/swap/doping/package', () => {
  it('lists every package with a price per duration, for visitors too', async () => {
    const answer = await api('/api/swap/doping/package');
    expect(answer.status).toBe(200);
    const offers = data<Offer[]>(answer);
    expect(offers.map((o) => o.package).sort()).toEqual(['HIGHLIGHT', 'SHOWCASE', 'TOP_OF_LIST', 'URGENT']);
    for (const offer of offers) {
      expect(offer.prices.map((p) => p.durationDays)).toEqual([1, 7, 30]);
      for (const { price } of offer.prices) expect(price).toBeGreaterThan(0);
      // A longer promotion never costs more per day.
      const perDay = offer.prices.map((p) => p.price / p.durationDays);
      expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
    }
  });

  it('is what buying a package charges, and what the running seeded promotion cost', async () => {
    const offers = data<Offer[]>(await api('/api/swap/doping/package'));
    const listed = (pack: string, days: number) => offers.find((o) => o.package === pack)?.prices.find((p) => p.durationDays === days)?.price;
    const bought = data<DopingWire>(await api('/api/swap/doping', { token: DEMO_TOKEN, body: { productId: idleListing(), package: 'HIGHLIGHT', durationDays: 7, cardId: MARKETPLACE.card } }));
    expect(bought.price).toBe(listed('HIGHLIGHT', 7));
    const running = data<DopingWire[]>(await api('/api/swap/doping', { token: DEMO_TOKEN })).find((d) => d.id !== bought.id);
    expect(running?.price).toBe(listed(running?.package ?? '', running?.durationDays ?? 0));
  });

  it('refuses a package or duration the list does not sell (1000-1016)', async () => {
    for (const body of [{ package: 'GOLD', durationDays: 7 }, { package: 'SHOWCASE', durationDays: 14 }]) {
      const answer = await api('/api/swap/doping', { token: DEMO_TOKEN, body: { productId: idleListing(), cardId: MARKETPLACE.card, ...body } });
      expect(answer.body.code).toBe('1000-1016');
    }
  });
});

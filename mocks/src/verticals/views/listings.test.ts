/**
 * A section's listing cards are partly remembered (pictures per listing) and partly worked out once
 * per answer (seller cards, favourites, promotions). Whatever a member or the store changes shows on
 * the next answer, on every card it concerns.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, db, resetMocks, server } from '@mocks/node.ts';
import { openSession } from '@mocks/http/session.ts';
import { api, data } from '@mocks/testing/api.ts';
import { verticalUserKey } from '@mocks/db/seed/verticals.ts';
import type { ListingRecord } from '@mocks/db/vertical-types.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Card {
  id: number;
  title: string;
  images: { url: string; alt: string }[];
  seller: { id: number; followerCount: number };
  isFavorite: boolean;
  promoted?: boolean;
}

const list = async (slug: string, token?: string): Promise<Card[]> =>
  data<{ items: Card[] }>(await api(`/api/${slug}/product/list?pageSize=100`, token ? { token } : {})).items;

function cardOf(cards: Card[], id: number): Card {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new Error(`listing ${id} is not on the page`);
  return card;
}

/** An active listing of the section that the demo member neither sells nor favourites. */
function othersListing(slug: ListingRecord['vertical']): ListingRecord {
  const demo = db.sessions.get(DEMO_TOKEN);
  const favorites = demo === undefined ? [] : (db.verticalUsers.get(verticalUserKey(slug, demo))?.favorites ?? []);
  const listing = db.listings.find((l) => l.vertical === slug && l.state === 'ACTIVE' && !l.hidden && l.sellerId !== demo && !favorites.includes(l.id));
  if (!listing) throw new Error(`the seed has no active ${slug} listing of another member`);
  return listing;
}

describe('section listing cards', () => {
  it('show a renamed listing and its added pictures on the next answer', async () => {
    const listing = othersListing('second-hand');
    const before = cardOf(await list('second-hand'), listing.id);
    expect(before.images[0]?.alt).toBe(listing.title);
    listing.title = 'Yeni adıyla ışıklı çalışma lambası';
    listing.imageCount = 3;
    const after = cardOf(await list('second-hand'), listing.id);
    expect(after.title).toBe('Yeni adıyla ışıklı çalışma lambası');
    expect(after.images.map((i) => i.alt)).toEqual(['Yeni adıyla ışıklı çalışma lambası', 'Yeni adıyla ışıklı çalışma lambası, görsel 2', 'Yeni adıyla ışıklı çalışma lambası, görsel 3']);
    expect(after.images[0]?.url).not.toBe(before.images[0]?.url);
    expect(after.images[0]?.url).toContain(encodeURIComponent('çalışma').replace(/%20/g, '+'));
  });

  it('count a new follower on every card of that seller, and only in that section', async () => {
    const listing = othersListing('craft');
    const sellerCards = (cards: Card[]) => cards.filter((c) => c.seller.id === listing.sellerId);
    const before = sellerCards(await list('craft'));
    const count = before[0]?.seller.followerCount ?? 0;
    const elsewhere = sellerCards(await list('second-hand')).map((c) => c.seller.followerCount);
    const follower = db.users.find((u) => u.id !== listing.sellerId && !u.deleted && !db.verticalUsers.get(verticalUserKey('craft', u.id))?.follows.includes(listing.sellerId));
    if (!follower) throw new Error('the seed has no third member');
    expect((await api(`/api/craft/follow/${listing.sellerId}`, { method: 'POST', token: openSession(follower.id) })).status).toBe(200);
    const after = sellerCards(await list('craft'));
    expect(after.length).toBe(before.length);
    expect(after.map((c) => c.seller.followerCount)).toEqual(after.map(() => count + 1));
    expect(sellerCards(await list('second-hand')).map((c) => c.seller.followerCount)).toEqual(elsewhere);
  });

  it('mark a favourite for the member who chose it, not for a visitor', async () => {
    const listing = othersListing('second-hand');
    expect(cardOf(await list('second-hand', DEMO_TOKEN), listing.id).isFavorite).toBe(false);
    expect((await api(`/api/second-hand/favorite/${listing.id}`, { method: 'POST', token: DEMO_TOKEN })).status).toBe(200);
    expect(cardOf(await list('second-hand', DEMO_TOKEN), listing.id).isFavorite).toBe(true);
    expect(cardOf(await list('second-hand'), listing.id).isFavorite).toBe(false);
  });

  it('mark a swap listing promoted while its doping runs, and no longer once it is stopped', async () => {
    const listing = othersListing('swap');
    expect(cardOf(await list('swap'), listing.id).promoted).toBe(false);
    db.dopings.push({ id: 99_001, userId: listing.sellerId, listingId: listing.id, package: 'SHOWCASE', durationDays: 7, price: 1, startsAt: new Date(Date.now() - 1000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(), stopped: false });
    expect(cardOf(await list('swap'), listing.id).promoted).toBe(true);
    const doping = db.dopings.at(-1);
    if (doping) doping.stopped = true;
    expect(cardOf(await list('swap'), listing.id).promoted).toBe(false);
    // Second-hand and craft cards carry no promotion at all.
    expect(cardOf(await list('second-hand'), othersListing('second-hand').id)).not.toHaveProperty('promoted');
  });
});

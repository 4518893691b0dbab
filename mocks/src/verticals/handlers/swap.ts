/** What only a section with the swap-offer capability has (swap today): swap offers (accepted → the listings take the sold state), doping, bans. */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import { db, nextId } from '@mocks/db/database.ts';
import { DOPING_PRICE_LIST, dopingPrice } from '@mocks/db/seed/doping-packages.ts';
import type { DopingPackageName, DopingRecord, SwapOfferRecord } from '@mocks/db/vertical-types.ts';
import { int, readJson, str } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { findListing } from '../views/listings.ts';
import { displayName, userById } from '@mocks/shared/people.ts';
import { dopingView, swapOfferView } from '../views/swap.ts';
import { nowIso, withSettledUser } from './context.ts';
import { newerFirst } from '@mocks/db/timestamps.ts';

const DAY_MS = 24 * 3600 * 1000;

export function swapHandlers(v: VerticalConfig) {
  const BASE = `*/api/${v.slug}`;
  const offerOf = (userId: number, id: number | undefined): SwapOfferRecord | undefined =>
    db.swapOffers.find((o) => o.id === id && (o.offererId === userId || o.ownerId === userId));

  return [
    http.get(`${BASE}/offer`, withSettledUser((user, { request }) => {
      const url = new URL(request.url);
      const paging = pagingOf(url);
      if (!paging) return invalid('currentPage', 'pageSize');
      const role = url.searchParams.get('role');
      if (role !== null && role !== 'SELLER' && role !== 'BUYER') return invalid('role');
      const rows = db.swapOffers
        .filter((o) => (role === 'SELLER' ? o.ownerId === user.id : role === 'BUYER' ? o.offererId === user.id : o.ownerId === user.id || o.offererId === user.id))
        .sort((a, b) => newerFirst(a.createdAt, b.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map((o) => swapOfferView(o, user.id)) });
    })),

    http.post(`${BASE}/offer`, withSettledUser(async (user, { request }) => {
      const body = await readJson(request);
      const targetId = int(body.targetProductId);
      const offered = Array.isArray(body.offeredProductIds) ? body.offeredProductIds.map((id) => int(id)) : [];
      const additionalPrice = body.additionalPrice === undefined || body.additionalPrice === null ? undefined : body.additionalPrice;
      const message = str(body.message)?.trim();
      if (targetId === undefined || offered.length < 1 || offered.length > 5 || offered.some((id) => id === undefined) || (additionalPrice !== undefined && (typeof additionalPrice !== 'number' || additionalPrice < 0)) || (message !== undefined && message.length > 500)) {
        return invalid('targetProductId', 'offeredProductIds');
      }
      const target = findListing(targetId);
      if (!target || target.vertical !== v.slug || target.state === 'REMOVED' || target.hidden) return failWith('2000-0202');
      const offeredIds = offered as number[];
      const mine = offeredIds.map((id) => findListing(id));
      if (mine.some((l) => !l)) return failWith('2000-0202');
      if (target.sellerId === user.id || mine.some((l) => !l || l.vertical !== v.slug || l.sellerId !== user.id || l.state !== 'ACTIVE')) return failWith('1000-1008');
      if (userStateOf(v.slug, target.sellerId).bans.some((b) => b.userId === user.id)) return failWith('1000-1008');
      if (target.state !== 'ACTIVE') return failWith('2000-0013');
      if (db.swapOffers.some((o) => o.targetListingId === target.id && o.offererId === user.id && o.status === 'PENDING')) return failWith('1000-1007');
      const record: SwapOfferRecord = {
        id: nextId('swapOffer'), targetListingId: target.id, offeredListingIds: offeredIds,
        ...(typeof additionalPrice === 'number' ? { additionalPrice } : {}), ...(message ? { message } : {}),
        status: 'PENDING', offererId: user.id, ownerId: target.sellerId, createdAt: nowIso(),
      };
      db.swapOffers.push(record);
      if (db.swapOffers.length > CAPS.verticalRecords) db.swapOffers.shift();
      return ok(swapOfferView(record, user.id));
    })),

    http.get(`${BASE}/offer/:id`, withSettledUser((user, { params }) => {
      const offer = offerOf(user.id, int(params.id));
      return offer ? ok(swapOfferView(offer, user.id)) : failWith('2000-0220');
    })),

    http.post(`${BASE}/offer/:id/accept`, withSettledUser((user, { params }) => {
      const offer = offerOf(user.id, int(params.id));
      if (!offer) return failWith('2000-0220');
      if (offer.ownerId !== user.id) return failWith('1000-1008');
      if (offer.status !== 'PENDING') return failWith('1000-1007');
      const involved = [offer.targetListingId, ...offer.offeredListingIds].map((id) => findListing(id));
      if (involved.some((l) => !l || l.state !== 'ACTIVE')) return failWith('2000-0013');
      const now = nowIso();
      for (const l of involved) {
        if (!l) continue;
        l.state = v.soldState;
        l.updatedAt = now;
      }
      offer.status = 'ACCEPTED';
      // Other pending offers on or with these listings can no longer be honoured.
      const gone = new Set(involved.flatMap((l) => (l ? [l.id] : [])));
      for (const other of db.swapOffers) {
        if (other !== offer && other.status === 'PENDING' && (gone.has(other.targetListingId) || other.offeredListingIds.some((id) => gone.has(id)))) other.status = 'CANCELLED';
      }
      return ok(swapOfferView(offer, user.id));
    })),

    http.post(`${BASE}/offer/:id/reject`, withSettledUser((user, { params }) => {
      const offer = offerOf(user.id, int(params.id));
      if (!offer) return failWith('2000-0220');
      if (offer.ownerId !== user.id) return failWith('1000-1008');
      if (offer.status !== 'PENDING') return failWith('1000-1007');
      offer.status = 'REJECTED';
      return ok(swapOfferView(offer, user.id));
    })),

    http.post(`${BASE}/offer/:id/cancel`, withSettledUser((user, { params }) => {
      const offer = offerOf(user.id, int(params.id));
      if (!offer) return failWith('2000-0220');
      if (offer.offererId !== user.id) return failWith('1000-1008');
      if (offer.status !== 'PENDING') return failWith('1000-1007');
      offer.status = 'CANCELLED';
      return ok(swapOfferView(offer, user.id));
    })),

    // The price list is public: a visitor sees what promoting a listing costs before signing in.
    http.get(`${BASE}/doping/package`, () => ok(DOPING_PRICE_LIST)),

    http.get(`${BASE}/doping`, withSettledUser((user) => ok(db.dopings.filter((d) => d.userId === user.id).sort((a, b) => newerFirst(a.startsAt, b.startsAt)).map((d) => dopingView(d))))),

    http.post(`${BASE}/doping`, withSettledUser(async (user, { request }) => {
      const body = await readJson(request);
      const productId = int(body.productId);
      const pack = str(body.package);
      const days = int(body.durationDays);
      const cardId = body.cardId === undefined || body.cardId === null ? undefined : int(body.cardId);
      const price = pack === undefined || days === undefined ? undefined : dopingPrice(pack, days);
      if (productId === undefined || price === undefined || (days !== 1 && days !== 7 && days !== 30)) return invalid('productId', 'package', 'durationDays');
      const listing = findListing(productId);
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED') return failWith('2000-0202');
      if (listing.sellerId !== user.id || listing.state !== 'ACTIVE') return failWith('1000-1008');
      if (cardId !== undefined && !db.cards.some((c) => c.id === cardId && c.userId === user.id)) return failWith('2000-0215');
      const now = Date.now();
      const packageName = pack as DopingPackageName;
      if (db.dopings.some((d) => d.listingId === listing.id && d.package === packageName && !d.stopped && Date.parse(d.endsAt) > now)) return failWith('1000-1007');
      const record: DopingRecord = {
        id: nextId('doping'), userId: user.id, listingId: listing.id, package: packageName, durationDays: days, price,
        startsAt: new Date(now).toISOString(), endsAt: new Date(now + days * DAY_MS).toISOString(), stopped: false,
      };
      db.dopings.push(record);
      return ok(dopingView(record, now));
    })),

    http.delete(`${BASE}/doping/:id`, withSettledUser((user, { params }) => {
      const doping = db.dopings.find((d) => d.id === int(params.id));
      if (!doping) return failWith('2000-0226');
      if (doping.userId !== user.id) return failWith('1000-1008');
      doping.stopped = true;
      doping.endsAt = nowIso();
      return ok({});
    })),

    http.get(`${BASE}/ban`, withSettledUser((user) => ok(userStateOf(v.slug, user.id).bans.map((b) => ({ userId: b.userId, displayName: displayName(userById(b.userId)), bannedAt: b.bannedAt }))))),

    http.post(`${BASE}/ban/:id`, withSettledUser((user, { params }) => {
      const id = int(params.id);
      if (id === undefined || !userById(id)) return failWith('1000-1011');
      if (id === user.id) return failWith('1000-1004');
      const state = userStateOf(v.slug, user.id);
      if (state.bans.some((b) => b.userId === id)) return failWith('1000-1007');
      state.bans.unshift({ userId: id, bannedAt: nowIso() });
      return ok({});
    })),

    http.post(`${BASE}/unban/:id`, withSettledUser((user, { params }) => {
      const id = int(params.id);
      if (id === undefined || !userById(id)) return failWith('1000-1011');
      const state = userStateOf(v.slug, user.id);
      if (!state.bans.some((b) => b.userId === id)) return failWith('1000-1004');
      state.bans = state.bans.filter((b) => b.userId !== id);
      return ok({});
    })),
  ];
}


/** Price offers on a section's listings: offer, counter/update, accept, reject, list, earning info. */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import { db, nextId } from '@mocks/db/database.ts';
import type { NegotiationRecord } from '@mocks/db/vertical-types.ts';
import { int, readJson } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { findListing } from '../views/listings.ts';
import { negotiationView } from '../views/negotiations.ts';
import { base, isResponse, nowIso, withSettledUser } from './context.ts';
import { round } from '@mocks/db/money.ts';
import { newerFirst } from '@mocks/db/timestamps.ts';

const OPEN = new Set(['PENDING', 'COUNTER_OFFERED']);

async function priceOf(request: Request): Promise<number | Response> {
  const price = (await readJson(request)).price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : invalid('price');
}

export function negotiationHandlers(v: VerticalConfig) {
  const involving = (userId: number, id: number | undefined): NegotiationRecord | undefined =>
    db.negotiations.find((n) => n.id === id && n.vertical === v.slug && (n.buyerId === userId || n.sellerId === userId));

  return [
    http.get(`${base(v)}/negotiation`, withSettledUser((user, { request }) => {
      const url = new URL(request.url);
      const paging = pagingOf(url);
      if (!paging) return invalid('currentPage', 'pageSize');
      const role = url.searchParams.get('role');
      if (role !== null && role !== 'SELLER' && role !== 'BUYER') return invalid('role');
      const rows = db.negotiations
        .filter((n) => n.vertical === v.slug && (role === 'SELLER' ? n.sellerId === user.id : role === 'BUYER' ? n.buyerId === user.id : n.sellerId === user.id || n.buyerId === user.id))
        .sort((a, b) => newerFirst(a.updatedAt, b.updatedAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map((n) => negotiationView(n, user.id)) });
    })),

    http.post(`${base(v)}/negotiation`, withSettledUser(async (user, { request }) => {
      const body = await readJson(request);
      const productId = int(body.productId);
      const price = body.price;
      if (productId === undefined || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return invalid(...(productId === undefined ? ['productId'] : []), 'price');
      const listing = findListing(productId);
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED' || listing.hidden) return failWith('2000-0202');
      if (listing.sellerId === user.id || listing.isOpenNegotiation === 'NO') return failWith('1000-1008');
      if (userStateOf(v.slug, listing.sellerId).bans.some((b) => b.userId === user.id)) return failWith('1000-1008');
      if (listing.state !== 'ACTIVE') return failWith('2000-0013');
      if (price >= listing.price) return invalid('price');
      if (db.negotiations.some((n) => n.listingId === listing.id && n.buyerId === user.id && OPEN.has(n.status))) return failWith('1000-1007');
      const now = nowIso();
      const record: NegotiationRecord = {
        id: nextId('negotiation'), vertical: v.slug, listingId: listing.id, buyerId: user.id, sellerId: listing.sellerId, price: round(price),
        listPrice: listing.price, counterPrice: null, status: 'PENDING', lastBy: 'BUYER', createdAt: now, updatedAt: now,
      };
      db.negotiations.push(record);
      if (db.negotiations.length > CAPS.verticalRecords) db.negotiations.shift();
      return ok(negotiationView(record, user.id));
    })),

    http.get(`${base(v)}/negotiation/earning-info`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const price = Number(q.get('price'));
      if (q.get('price') === null || !Number.isFinite(price) || price < 0) return invalid('price');
      const productId = q.get('productId');
      if (productId !== null) {
        const listing = findListing(int(productId));
        if (!listing || listing.vertical !== v.slug) return failWith('2000-0202');
      }
      const categoryId = q.get('categoryId');
      if (categoryId !== null && !db.categories.some((c) => c.id === int(categoryId))) return failWith('2000-0203');
      const commissionAmount = round(price * v.commissionRate);
      const serviceFee = price > 0 ? 9.9 : 0;
      // The contract gives the rate in percent (0–100); the config holds it as a fraction.
      return ok({ price, commissionRate: round(v.commissionRate * 100), commissionAmount, serviceFee, shippingFee: 0, earning: Math.max(0, round(price - commissionAmount - serviceFee)) });
    }),

    http.get(`${base(v)}/negotiation/:id`, withSettledUser((user, { params }) => {
      const n = involving(user.id, int(params.id));
      return n ? ok(negotiationView(n, user.id)) : failWith('2000-0219');
    })),

    http.put(`${base(v)}/negotiation/:id`, withSettledUser(async (user, { request, params }) => {
      const n = involving(user.id, int(params.id));
      if (!n) return failWith('2000-0219');
      const price = await priceOf(request);
      if (isResponse(price)) return price;
      if (!OPEN.has(n.status)) return failWith('1000-1007');
      if (price >= n.listPrice) return invalid('price');
      if (user.id === n.sellerId) {
        n.counterPrice = round(price);
        n.status = 'COUNTER_OFFERED';
        n.lastBy = 'SELLER';
      } else {
        n.price = round(price);
        n.counterPrice = null;
        n.status = 'PENDING';
        n.lastBy = 'BUYER';
      }
      n.updatedAt = nowIso();
      return ok(negotiationView(n, user.id));
    })),

    http.post(`${base(v)}/negotiation/:id/accept`, withSettledUser((user, { params }) => {
      const n = involving(user.id, int(params.id));
      if (!n) return failWith('2000-0219');
      if (!OPEN.has(n.status)) return failWith('1000-1007');
      const side = user.id === n.sellerId ? 'SELLER' : 'BUYER';
      if (side === n.lastBy) return failWith('1000-1008');
      if (findListing(n.listingId)?.state !== 'ACTIVE') return failWith('2000-0013');
      if (n.status === 'COUNTER_OFFERED' && n.counterPrice !== null) n.price = n.counterPrice;
      n.status = 'ACCEPTED';
      n.updatedAt = nowIso();
      return ok(negotiationView(n, user.id));
    })),

    http.post(`${base(v)}/negotiation/:id/reject`, withSettledUser((user, { params }) => {
      const n = involving(user.id, int(params.id));
      if (!n) return failWith('2000-0219');
      if (!OPEN.has(n.status)) return failWith('1000-1007');
      if ((user.id === n.sellerId ? 'SELLER' : 'BUYER') === n.lastBy) return failWith('1000-1008');
      n.status = 'REJECTED';
      n.updatedAt = nowIso();
      return ok(negotiationView(n, user.id));
    })),
  ];
}

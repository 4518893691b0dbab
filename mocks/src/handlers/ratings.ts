/**
 * Product and seller ratings of delivered marketplace orders: rate, the items left to rate, the
 * user's approved / not-approved ratings, detail, update (back to moderation), delete, and the
 * public reviews of a product or market. One implementation for both targets.
 */
import { http } from 'msw';
import { db, nextId } from '../db/database.ts';
import type { RatingRecord, UserRecord } from '../db/types.ts';
import { OrderStatus, type RatableItem, type Rating } from '@carsi/sdk/main';
import { int, readJson, str, type JsonObject } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { findProduct, productSummary, sellerSummary } from '../views/catalog.ts';
import { productSubject, reviewPage, sellerSubject } from '../views/reviews.ts';
import type { CrowdSubject } from '../db/crowd-reviews.ts';
import { withUser } from './with-user.ts';

type Target = 'PRODUCT' | 'SELLER';
const BASE = '*/api/marketplace/rating';

const masked = (user: UserRecord): string =>
  `${(user.firstName || user.email).charAt(0).toLocaleUpperCase('tr-TR')}*** ${(user.lastName || '*').charAt(0).toLocaleUpperCase('tr-TR')}***`;

function ratingView(r: RatingRecord): Rating {
  const product = r.productId === undefined ? undefined : findProduct(r.productId);
  const seller = db.sellers.find((s) => s.id === r.sellerId) ?? db.sellers[0];
  if (!seller) throw new Error('store has no sellers');
  return {
    id: r.id,
    target: r.target,
    score: r.score,
    ...(r.comment ? { comment: r.comment } : {}),
    approvalState: r.approvalState,
    ...(r.rejectReason ? { rejectReason: r.rejectReason } : {}),
    authorName: r.authorName,
    ...(product ? { product: productSummary(product) } : {}),
    seller: sellerSummary(seller),
    orderId: r.orderId,
    createdAt: r.createdAt,
    ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  };
}

/** Score (1–5) and optional comment (≤1000) of a body, or the 1000-1016 answer. */
function scoreAndComment(body: JsonObject): { score: number; comment?: string } | Response {
  const score = body.score;
  const comment = body.comment === undefined || body.comment === null ? undefined : str(body.comment);
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 5) return invalid('score');
  if (body.comment !== undefined && body.comment !== null && (comment === undefined || comment.length > 1000)) return invalid('comment');
  return comment?.trim() ? { score, comment: comment.trim() } : { score };
}

function ratableItems(user: UserRecord, target: Target): RatableItem[] {
  const out: RatableItem[] = [];
  const delivered = db.orders.filter((o) => o.buyerId === user.id && o.status === OrderStatus.DELIVERED).sort((a, b) => (b.shipment?.deliveredAt ?? b.updatedAt).localeCompare(a.shipment?.deliveredAt ?? a.updatedAt));
  for (const order of delivered) {
    const rated = db.ratings.filter((r) => r.userId === user.id && r.orderId === order.id && r.target === target);
    const keys = target === 'PRODUCT' ? [...new Set(order.items.map((i) => i.productId))] : [...new Set(order.items.map((i) => i.sellerId))];
    for (const key of keys) {
      if (rated.some((r) => (target === 'PRODUCT' ? r.productId === key : r.sellerId === key))) continue;
      const item = order.items.find((i) => (target === 'PRODUCT' ? i.productId === key : i.sellerId === key));
      const seller = db.sellers.find((s) => s.id === item?.sellerId);
      const product = target === 'PRODUCT' ? findProduct(key) : undefined;
      if (!seller) continue;
      out.push({ orderId: order.id, target, ...(product ? { product: productSummary(product) } : {}), seller: sellerSummary(seller), deliveredAt: order.shipment?.deliveredAt ?? order.updatedAt });
    }
  }
  return out;
}

function ratingsFor(target: Target) {
  const path = `${BASE}/${target === 'PRODUCT' ? 'product' : 'seller'}`;
  const own = (user: UserRecord, id: number | undefined): RatingRecord | undefined => db.ratings.find((r) => r.id === id && r.userId === user.id && r.target === target);
  // "approved" lists APPROVED; "not-approved" lists those waiting for moderation and those refused.
  const listOwn = (state: 'APPROVED' | 'NOT_APPROVED') =>
    http.get(`${path}/${state === 'APPROVED' ? 'approved' : 'not-approved'}`, withUser((user, { request }) => {
      const paging = pagingOf(new URL(request.url));
      if (!paging) return invalid('currentPage', 'pageSize');
      const rows = db.ratings.filter((r) => r.userId === user.id && r.target === target && (state === 'APPROVED' ? r.approvalState === 'APPROVED' : r.approvalState !== 'APPROVED')).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map(ratingView) });
    }));

  return [
    http.post(path, withUser(async (user, { request }) => {
      const body = await readJson(request);
      const orderId = int(body.orderId);
      const key = int(target === 'PRODUCT' ? body.productId : body.sellerId);
      if (orderId === undefined || key === undefined) return invalid('orderId', target === 'PRODUCT' ? 'productId' : 'sellerId');
      const given = scoreAndComment(body);
      if (given instanceof Response) return given;
      const order = db.orders.find((o) => o.id === orderId && o.buyerId === user.id);
      if (!order) return failWith('2000-0201');
      if (target === 'PRODUCT' ? !findProduct(key) : !db.sellers.some((s) => s.id === key)) return failWith(target === 'PRODUCT' ? '2000-0202' : '2000-0225');
      const item = order.items.find((i) => (target === 'PRODUCT' ? i.productId === key : i.sellerId === key));
      if (order.status !== OrderStatus.DELIVERED || !item) return failWith('1000-1004');
      if (db.ratings.some((r) => r.userId === user.id && r.orderId === order.id && r.target === target && (target === 'PRODUCT' ? r.productId === key : r.sellerId === key))) return failWith('1000-1105');
      const record: RatingRecord = {
        id: nextId('rating'), target, userId: user.id, authorName: masked(user), orderId: order.id,
        ...(target === 'PRODUCT' ? { productId: key } : {}), sellerId: item.sellerId, ...given, approvalState: 'WAITING_FOR_APPROVAL', createdAt: new Date().toISOString(),
      };
      db.ratings.push(record);
      return ok(ratingView(record));
    })),

    http.get(`${path}/new`, withUser((user, { request }) => {
      const paging = pagingOf(new URL(request.url));
      if (!paging) return invalid('currentPage', 'pageSize');
      return ok(paginate(ratableItems(user, target), paging));
    })),

    listOwn('APPROVED'),
    listOwn('NOT_APPROVED'),

    http.get(`${path}/detail/:id`, withUser((user, { params }) => {
      const rating = own(user, int(params.id));
      return rating ? ok(ratingView(rating)) : failWith('2000-0212');
    })),

    http.put(`${path}/update/:id`, withUser(async (user, { request, params }) => {
      const rating = own(user, int(params.id));
      if (!rating) return failWith('2000-0212');
      const given = scoreAndComment(await readJson(request));
      if (given instanceof Response) return given;
      rating.score = given.score;
      rating.comment = given.comment;
      rating.approvalState = 'WAITING_FOR_APPROVAL';
      rating.rejectReason = undefined;
      rating.updatedAt = new Date().toISOString();
      return ok(ratingView(rating));
    })),

    http.delete(`${path}/delete/:id`, withUser((user, { params }) => {
      const rating = own(user, int(params.id));
      if (!rating) return failWith('2000-0212');
      db.ratings.splice(db.ratings.indexOf(rating), 1);
      return ok({});
    })),
  ];
}

/** The public reviews of a product or store: members' approved ratings and other shoppers' (views/reviews.ts). */
function publicReviews(request: Request, subject: CrowdSubject): Response {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  const rawScore = url.searchParams.get('score');
  const score = rawScore === null ? undefined : int(rawScore);
  if (rawScore !== null && (score === undefined || score < 1 || score > 5)) return invalid('score');
  const { totalCount, items } = reviewPage(subject, score, paging);
  return ok({ currentPage: paging.currentPage, pageSize: paging.pageSize, totalCount, totalPages: Math.ceil(totalCount / paging.pageSize), items: items.map(ratingView) });
}

export const ratingHandlers = [
  ...ratingsFor('PRODUCT'),
  ...ratingsFor('SELLER'),
  http.get('*/api/marketplace/product/:id/rating', ({ request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    return publicReviews(request, productSubject(product));
  }),
  http.get('*/api/marketplace/market/:slug/rating', ({ request, params }) => {
    const seller = db.sellers.find((s) => s.slug === String(params.slug));
    if (!seller) return failWith('2000-0225');
    return publicReviews(request, sellerSubject(seller));
  }),
];

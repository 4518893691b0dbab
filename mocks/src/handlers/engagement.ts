/** Favourites, follows, product questions and last visited products. */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db, nextId } from '../db/store.ts';
import type { Question, UserRecord } from '../db/types.ts';
import { int, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok, unauthorized } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { currentUser } from '../http/session.ts';
import { findProduct, productSummary, sellerSummary } from '../views/catalog.ts';

const listOf = (map: Map<number, number[]>, userId: number): number[] => {
  const list = map.get(userId) ?? [];
  map.set(userId, list);
  return list;
};

const masked = (user: UserRecord): string =>
  `${(user.firstName || user.email).charAt(0).toLocaleUpperCase('tr-TR')}*** ${(user.lastName || '*').charAt(0).toLocaleUpperCase('tr-TR')}***`;

export const engagementHandlers = [
  http.get('*/api/marketplace/favorite', ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const products = listOf(db.favorites, user.id).flatMap((id) => findProduct(id) ?? []);
    const page = paginate(products, paging);
    return ok({ ...page, items: page.items.map(productSummary) });
  }),

  http.post('*/api/marketplace/favorite/:id', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const list = listOf(db.favorites, user.id);
    if (list.includes(product.id)) return fail(400, '2000-0087');
    if (list.length >= CAPS.favorites) list.pop();
    list.unshift(product.id);
    product.favoriteCount += 1;
    return ok({});
  }),

  http.post('*/api/marketplace/unfavorite/:id', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const list = listOf(db.favorites, user.id);
    const at = list.indexOf(product.id);
    if (at < 0) return fail(400, '2000-0088');
    list.splice(at, 1);
    product.favoriteCount = Math.max(0, product.favoriteCount - 1);
    return ok({});
  }),

  http.get('*/api/marketplace/follow', ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    return ok(listOf(db.follows, user.id).flatMap((id) => db.sellers.find((s) => s.id === id) ?? []).map(sellerSummary));
  }),

  http.post('*/api/marketplace/follow/:id', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const seller = db.sellers.find((s) => s.id === int(params.id));
    if (!seller) return failWith('2000-0227');
    const list = listOf(db.follows, user.id);
    if (list.includes(seller.id)) return fail(400, '2000-0045');
    if (list.length >= CAPS.follows) list.pop();
    list.unshift(seller.id);
    seller.followerCount += 1;
    return ok({});
  }),

  http.post('*/api/marketplace/unfollow/:id', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const seller = db.sellers.find((s) => s.id === int(params.id));
    if (!seller) return failWith('2000-0227');
    const list = listOf(db.follows, user.id);
    const at = list.indexOf(seller.id);
    if (at >= 0) {
      list.splice(at, 1);
      seller.followerCount = Math.max(0, seller.followerCount - 1);
    }
    return ok({});
  }),

  http.get('*/api/marketplace/product/:id/question', ({ request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const questions = db.questions.filter((q) => q.productId === product.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return ok(paginate(questions, paging));
  }),

  http.post('*/api/marketplace/product/:id/question', async ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const text = str((await readJson(request)).question)?.trim() ?? '';
    if (text.length < 5 || text.length > 500) return invalid('question');
    const question: Question = { id: nextId('question'), productId: product.id, question: text, askerName: masked(user), createdAt: new Date().toISOString() };
    db.questions.unshift(question);
    if (db.questions.length > CAPS.questions) db.questions.pop();
    return ok(question);
  }),

  http.get('*/api/marketplace/last-visit', ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    return ok(listOf(db.lastVisited, user.id).flatMap((id) => findProduct(id) ?? []).map(productSummary));
  }),

  http.post('*/api/marketplace/last-visit', async ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const ids = (await readJson(request)).idList;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > CAPS.lastVisited || !ids.every((id) => Number.isInteger(id))) return invalid('idList');
    const known = (ids as number[]).filter((id) => findProduct(id));
    const list = [...new Set([...known, ...listOf(db.lastVisited, user.id)])].slice(0, CAPS.lastVisited);
    db.lastVisited.set(user.id, list);
    return ok(list.flatMap((id) => findProduct(id) ?? []).map(productSummary));
  }),
];

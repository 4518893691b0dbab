/** Favourites, follows, product questions and last visited products. */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db, nextId } from '../db/database.ts';
import { maskedName } from '../db/seed/users.ts';
import { storeOf } from '../db/seller-stores.ts';
import type { QuestionRecord, UserRecord } from '../db/types.ts';
import { bool, int, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { findProduct, productSummary, sellerSummary } from '../views/catalog.ts';
import { questionView, questionWithProductView } from '../views/questions.ts';
import { withUser } from './with-user.ts';

const listOf = (map: Map<number, number[]>, userId: number): number[] => {
  const list = map.get(userId) ?? [];
  map.set(userId, list);
  return list;
};

const newestFirst = (a: QuestionRecord, b: QuestionRecord): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** The store's questions: those on products it sells. */
const onStore = (sellerId: number, question: QuestionRecord): boolean => findProduct(question.productId)?.sellerId === sellerId;

/** A page of the asker's or the seller's questions, each with its product (1000-1016 for invalid paging). */
function questionPage(url: URL, questions: QuestionRecord[]): Response {
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  const page = paginate([...questions].sort(newestFirst), paging);
  return ok({ ...page, items: page.items.map(questionWithProductView) });
}

/** The question named in the path and whether the user may act on it as asker and/or seller. */
function questionFor(user: UserRecord, id: unknown): { question: QuestionRecord; asker: boolean; seller: boolean } | Response {
  const question = db.questions.find((q) => q.id === int(id));
  if (!question) return failWith('2000-0211');
  const store = storeOf(user.id);
  return { question, asker: question.askerId === user.id, seller: store !== undefined && onStore(store.id, question) };
}

export const engagementHandlers = [
  http.get('*/api/marketplace/favorite', withUser((user, { request }) => {
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const products = listOf(db.favorites, user.id).flatMap((id) => findProduct(id) ?? []);
    const page = paginate(products, paging);
    return ok({ ...page, items: page.items.map(productSummary) });
  })),

  http.post('*/api/marketplace/favorite/:id', withUser((user, { params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const list = listOf(db.favorites, user.id);
    if (list.includes(product.id)) return fail(400, '2000-0087');
    if (list.length >= CAPS.favorites) list.pop();
    list.unshift(product.id);
    product.favoriteCount += 1;
    return ok({});
  })),

  http.post('*/api/marketplace/unfavorite/:id', withUser((user, { params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const list = listOf(db.favorites, user.id);
    const at = list.indexOf(product.id);
    if (at < 0) return fail(400, '2000-0088');
    list.splice(at, 1);
    product.favoriteCount = Math.max(0, product.favoriteCount - 1);
    return ok({});
  })),

  http.get('*/api/marketplace/follow', withUser((user) => ok(listOf(db.follows, user.id).flatMap((id) => db.sellers.find((s) => s.id === id) ?? []).map(sellerSummary)))),

  http.post('*/api/marketplace/follow/:id', withUser((user, { params }) => {
    const seller = db.sellers.find((s) => s.id === int(params.id));
    if (!seller) return failWith('2000-0227');
    const list = listOf(db.follows, user.id);
    if (list.includes(seller.id)) return fail(400, '2000-0045');
    if (list.length >= CAPS.follows) list.pop();
    list.unshift(seller.id);
    seller.followerCount += 1;
    return ok({});
  })),

  http.post('*/api/marketplace/unfollow/:id', withUser((user, { params }) => {
    const seller = db.sellers.find((s) => s.id === int(params.id));
    if (!seller) return failWith('2000-0227');
    const list = listOf(db.follows, user.id);
    const at = list.indexOf(seller.id);
    if (at >= 0) {
      list.splice(at, 1);
      seller.followerCount = Math.max(0, seller.followerCount - 1);
    }
    return ok({});
  })),

  http.get('*/api/marketplace/product/:id/question', ({ request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const questions = db.questions.filter((q) => q.productId === product.id).sort(newestFirst);
    const page = paginate(questions, paging);
    return ok({ ...page, items: page.items.map(questionView) });
  }),

  http.post('*/api/marketplace/product/:id/question', withUser(async (user, { request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const text = str((await readJson(request)).question)?.trim() ?? '';
    if (text.length < 5 || text.length > 500) return invalid('question');
    const question: QuestionRecord = { id: nextId('question'), productId: product.id, question: text, askerId: user.id, askerName: maskedName(user), createdAt: new Date().toISOString() };
    db.questions.unshift(question);
    if (db.questions.length > CAPS.questions) db.questions.pop();
    return ok(questionView(question));
  })),

  http.get('*/api/marketplace/question/asked', withUser((user, { request }) => questionPage(new URL(request.url), db.questions.filter((q) => q.askerId === user.id)))),

  http.get('*/api/marketplace/question/received', withUser((user, { request }) => {
    const url = new URL(request.url);
    const raw = url.searchParams.get('answered');
    const answered = raw === null ? undefined : bool(raw);
    if (raw !== null && answered === undefined) return invalid('answered');
    const store = storeOf(user.id);
    if (!store) return failWith('1000-1008');
    const fits = (q: QuestionRecord): boolean => onStore(store.id, q) && (answered === undefined || (q.answer !== undefined) === answered);
    return questionPage(url, db.questions.filter(fits));
  })),

  http.post('*/api/marketplace/question/:id/answer', withUser(async (user, { request, params }) => {
    const found = questionFor(user, params.id);
    if (found instanceof Response) return found;
    if (!found.seller) return failWith('1000-1008');
    const answer = str((await readJson(request)).answer)?.trim() ?? '';
    if (answer.length < 2 || answer.length > 1000) return invalid('answer');
    found.question.answer = answer;
    found.question.answeredAt = new Date().toISOString();
    return ok(questionView(found.question));
  })),

  http.delete('*/api/marketplace/question/:id', withUser((user, { params }) => {
    const found = questionFor(user, params.id);
    if (found instanceof Response) return found;
    if (!found.asker && !found.seller) return failWith('1000-1008');
    db.questions.splice(db.questions.indexOf(found.question), 1);
    return ok({});
  })),

  http.get('*/api/marketplace/last-visit', withUser((user) => ok(listOf(db.lastVisited, user.id).flatMap((id) => findProduct(id) ?? []).map(productSummary)))),

  http.post('*/api/marketplace/last-visit', withUser(async (user, { request }) => {
    const ids = (await readJson(request)).idList;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > CAPS.lastVisited || !ids.every((id) => Number.isInteger(id))) return invalid('idList');
    const known = (ids as number[]).filter((id) => findProduct(id));
    const list = [...new Set([...known, ...listOf(db.lastVisited, user.id)])].slice(0, CAPS.lastVisited);
    db.lastVisited.set(user.id, list);
    return ok(list.flatMap((id) => findProduct(id) ?? []).map(productSummary));
  })),
];

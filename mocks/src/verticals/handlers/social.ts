/** Questions and answers, comments with replies, listing reports, favourites and follows of a section. */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import { db, nextId } from '@mocks/db/database.ts';
import type { ListingQuestionRecord, ListingRecord } from '@mocks/db/vertical-types.ts';
import type { UserRecord } from '@mocks/db/types.ts';
import { int, readJson, str } from '@mocks/http/body.ts';
import { fail, failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { commentView } from '../views/comments.ts';
import { findListing, listingViews } from '../views/listings.ts';
import { userById } from '@mocks/shared/people.ts';
import { listingSeller } from '../views/people.ts';
import { maskedName } from '@mocks/db/seed/users.ts';
import { base, nowIso, withSettledUser } from './context.ts';

const REPORT_REASONS = ['FRAUD', 'PROHIBITED_ITEM', 'COUNTERFEIT', 'WRONG_CATEGORY', 'MISLEADING_INFO', 'OFFENSIVE_CONTENT', 'OTHER'];

const questionView = ({ vertical: _v, askerId: _a, ...q }: ListingQuestionRecord) => q;

const textOf = (value: unknown, min: number, max: number): string | undefined => {
  const text = str(value)?.trim() ?? '';
  return text.length >= min && text.length <= max ? text : undefined;
};

export function socialHandlers(v: VerticalConfig) {
  const visible = (id: number | undefined): ListingRecord | undefined => {
    const listing = findListing(id);
    return listing && listing.vertical === v.slug && listing.state !== 'REMOVED' ? listing : undefined;
  };
  const banned = (owner: number, user: UserRecord): boolean => userStateOf(v.slug, owner).bans.some((b) => b.userId === user.id);
  const pagedOr = (request: Request) => pagingOf(new URL(request.url));

  return [
    http.get(`${base(v)}/product/:id/question`, ({ request, params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      const paging = pagedOr(request);
      if (!paging) return invalid('currentPage', 'pageSize');
      const rows = db.listingQuestions.filter((q) => q.vertical === v.slug && q.productId === listing.id && q.answer !== undefined).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map(questionView) });
    }),

    http.post(`${base(v)}/product/:id/question`, withSettledUser(async (user, { request, params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      if (listing.sellerId === user.id || banned(listing.sellerId, user)) return failWith('1000-1008');
      const question = textOf((await readJson(request)).question, 3, 500);
      if (!question) return invalid('question');
      const record: ListingQuestionRecord = { id: nextId('listingQuestion'), vertical: v.slug, productId: listing.id, askerId: user.id, askerName: maskedName(user), question, createdAt: nowIso() };
      db.listingQuestions.push(record);
      if (db.listingQuestions.length > CAPS.verticalRecords) db.listingQuestions.shift();
      return ok(questionView(record));
    })),

    http.get(`${base(v)}/question`, withSettledUser((user, { request }) => {
      const paging = pagedOr(request);
      if (!paging) return invalid('currentPage', 'pageSize');
      const role = new URL(request.url).searchParams.get('role') ?? 'BUYER';
      if (role !== 'SELLER' && role !== 'BUYER') return invalid('role');
      const rows = db.listingQuestions
        .filter((q) => q.vertical === v.slug && (role === 'BUYER' ? q.askerId === user.id : findListing(q.productId)?.sellerId === user.id))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map(questionView) });
    })),

    http.delete(`${base(v)}/question/:id`, withSettledUser((user, { params }) => {
      const at = db.listingQuestions.findIndex((q) => q.id === int(params.id) && q.vertical === v.slug);
      const question = db.listingQuestions[at];
      if (!question) return failWith('2000-0211');
      if (question.askerId !== user.id && findListing(question.productId)?.sellerId !== user.id) return failWith('1000-1008');
      db.listingQuestions.splice(at, 1);
      return ok({});
    })),

    http.post(`${base(v)}/question/:id/answer`, withSettledUser(async (user, { request, params }) => {
      const question = db.listingQuestions.find((q) => q.id === int(params.id) && q.vertical === v.slug);
      if (!question) return failWith('2000-0211');
      if (findListing(question.productId)?.sellerId !== user.id) return failWith('1000-1008');
      const answer = textOf((await readJson(request)).answer, 1, 1000);
      if (!answer) return invalid('answer');
      if (question.answer !== undefined) return failWith('1000-1007');
      question.answer = answer;
      question.answeredAt = nowIso();
      return ok(questionView(question));
    })),

    http.get(`${base(v)}/product/:id/comment`, ({ request, params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      const paging = pagedOr(request);
      if (!paging) return invalid('currentPage', 'pageSize');
      const rows = db.comments.filter((c) => c.vertical === v.slug && c.listingId === listing.id && c.parentCommentId === null).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: page.items.map(commentView) });
    }),

    http.post(`${base(v)}/product/:id/comment`, withSettledUser(async (user, { request, params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      if (banned(listing.sellerId, user)) return failWith('1000-1008');
      const body = await readJson(request);
      const comment = textOf(body.comment, 1, 1000);
      if (!comment) return invalid('comment');
      const parentId = body.parentCommentId === undefined || body.parentCommentId === null ? null : int(body.parentCommentId);
      if (parentId === undefined) return invalid('parentCommentId');
      const parent = parentId === null ? undefined : db.comments.find((c) => c.id === parentId && c.listingId === listing.id);
      if (parentId !== null && !parent) return failWith('2000-0224');
      if (parent && parent.parentCommentId !== null) return invalid('parentCommentId');
      const record = { id: nextId('comment'), vertical: v.slug, listingId: listing.id, authorId: user.id, comment, parentCommentId: parentId, createdAt: nowIso() };
      db.comments.push(record);
      if (db.comments.length > CAPS.verticalRecords) db.comments.shift();
      return ok(commentView(parent ?? record));
    })),

    http.post(`${base(v)}/product/:id/report`, withSettledUser(async (user, { request, params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      const body = await readJson(request);
      const reasonType = str(body.reasonType);
      const reason = textOf(body.reason, 3, 500);
      if (!reasonType || !REPORT_REASONS.includes(reasonType) || !reason) return invalid(...(!reasonType || !REPORT_REASONS.includes(reasonType) ? ['reasonType'] : []), ...(!reason ? ['reason'] : []));
      const state = userStateOf(v.slug, user.id);
      if (state.reports.includes(listing.id)) return failWith('1000-1007');
      state.reports.push(listing.id);
      return ok({});
    })),

    http.get(`${base(v)}/favorite`, withSettledUser((user, { request }) => {
      const paging = pagedOr(request);
      if (!paging) return invalid('currentPage', 'pageSize');
      const rows = userStateOf(v.slug, user.id).favorites.flatMap((id) => visible(id) ?? []);
      const page = paginate(rows, paging);
      return ok({ ...page, items: listingViews(page.items, user.id) });
    })),

    http.post(`${base(v)}/favorite/:id`, withSettledUser((user, { params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      const state = userStateOf(v.slug, user.id);
      if (state.favorites.includes(listing.id)) return fail(400, '2000-0087');
      if (state.favorites.length >= CAPS.favorites) state.favorites.pop();
      state.favorites.unshift(listing.id);
      listing.favoriteCount += 1;
      return ok({});
    })),

    http.post(`${base(v)}/unfavorite/:id`, withSettledUser((user, { params }) => {
      const listing = visible(int(params.id));
      if (!listing) return failWith('2000-0202');
      const state = userStateOf(v.slug, user.id);
      if (!state.favorites.includes(listing.id)) return fail(400, '2000-0088');
      state.favorites = state.favorites.filter((id) => id !== listing.id);
      listing.favoriteCount = Math.max(0, listing.favoriteCount - 1);
      return ok({});
    })),

    http.get(`${base(v)}/follow`, withSettledUser((user) => ok(userStateOf(v.slug, user.id).follows.filter((id) => userById(id)).map((id) => listingSeller({ vertical: v.slug, sellerId: id }))))),

    http.post(`${base(v)}/follow/:id`, withSettledUser((user, { params }) => {
      const id = int(params.id);
      if (id === undefined || !userById(id)) return failWith('2000-0227');
      if (id === user.id) return failWith('1000-1004');
      const state = userStateOf(v.slug, user.id);
      if (state.follows.includes(id)) return fail(400, '2000-0045');
      if (state.follows.length >= CAPS.follows) state.follows.pop();
      state.follows.unshift(id);
      return ok({});
    })),

    http.post(`${base(v)}/unfollow/:id`, withSettledUser((user, { params }) => {
      const id = int(params.id);
      if (id === undefined || !userById(id)) return failWith('2000-0227');
      const state = userStateOf(v.slug, user.id);
      if (!state.follows.includes(id)) return failWith('1000-1004');
      state.follows = state.follows.filter((f) => f !== id);
      return ok({});
    })),
  ];
}

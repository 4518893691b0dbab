/**
 * The auction section on the main API: the user's broadcasts (current and past), view history,
 * broadcast packages and purchases, the auction contract, public profiles and bans. The broadcasts
 * themselves are the live service's (handlers/live.ts), one store for both.
 */
import { http } from 'msw';
import { AUCTION_CONTRACT_VERSION, BROADCAST_PACKAGES } from '../db/seed/auction-state.ts';
import { ACCEPTED_INSTALLMENTS } from '../db/card-bins.ts';
import { db, nextId } from '../db/database.ts';
import type { UserRecord } from '../db/types.ts';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import type { Contract, LiveBroadcast } from '@carsi/sdk/main';
import { int, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { currentUser } from '../http/session.ts';
import { imageOf } from '../shared/image.ts';
import { advanceRivals, findLot, lotBids, placeBid, refuseBid } from '../db/auction-bidding.ts';
import { withUser } from './with-user.ts';

const DAY_MS = 24 * 3600 * 1000;
const nickname = (user: UserRecord): string => `${user.firstName || 'Üye'} ${(user.lastName || '').charAt(0)}.`.trim();
const userById = (id: number | undefined): UserRecord | undefined => db.users.find((u) => u.id === id && !u.deleted);

export function broadcastView(b: LiveBroadcastDetail): LiveBroadcast {
  const category = db.auctionCategories.find((c) => c.id === b.categoryId) ?? db.auctionCategories[0];
  if (!category) throw new Error('store has no auction categories');
  return {
    id: b.id,
    title: b.title,
    ...(b.description ? { description: b.description } : {}),
    status: b.status,
    host: { id: b.host.id, nickname: b.host.name, ...(b.host.avatar ? { avatar: { ...b.host.avatar, width: b.host.avatar.width ?? 200, height: b.host.avatar.height ?? 200 } } : {}), rating: 4.6 },
    category,
    cover: { url: b.cover.url, alt: b.cover.alt, width: b.cover.width ?? 1280, height: b.cover.height ?? 720 },
    scheduledAt: b.startsAt,
    ...(b.status !== 'SCHEDULED' ? { startedAt: b.startsAt } : {}),
    ...(b.endedAt ? { endedAt: b.endedAt } : {}),
    viewerCount: b.viewerCount,
    lotCount: b.lots.length,
  };
}

function contractOf(user: UserRecord): Contract {
  const acceptedAt = db.auction.contracts.get(user.id);
  return {
    id: 4,
    platform: 'AUCTION',
    status: acceptedAt ? 'ACCEPTED' : 'pending',
    version: AUCTION_CONTRACT_VERSION,
    title: 'Mezat Yayıncı Sözleşmesi',
    text: '<h2>Mezat Yayıncı Sözleşmesi</h2><p>Yayıncı, açık artırmaya çıkardığı ürünlerin kendisine ait ve tarif edildiği gibi olduğunu, satılan ürünü 3 iş günü içinde kargoya vereceğini kabul eder.</p>',
    acceptedAt: acceptedAt ?? null,
  };
}

function hostedPage(user: UserRecord, request: Request, keep: (b: LiveBroadcastDetail) => boolean, newestFirst: boolean): Response {
  const paging = pagingOf(new URL(request.url));
  if (!paging) return invalid('currentPage', 'pageSize');
  const rows = db.broadcasts.filter((b) => b.host.id === user.id && keep(b)).sort((a, b) => (newestFirst ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt)));
  const page = paginate(rows, paging);
  return ok({ ...page, items: page.items.map(broadcastView) });
}

export const auctionHandlers = [
  http.get('*/api/auction/category', () => ok(db.auctionCategories)),
  http.get('*/api/auction/live', withUser((user, { request }) => hostedPage(user, request, (b) => b.status === 'SCHEDULED' || b.status === 'LIVE', false))),
  http.get('*/api/auction/live/history', withUser((user, { request }) => hostedPage(user, request, (b) => b.status === 'ENDED', true))),

  http.get('*/api/auction/view-history', withUser((user, { request }) => {
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const views = (db.auction.views.get(user.id) ?? []).flatMap((v) => {
      const broadcast = db.broadcasts.find((b) => b.id === v.broadcastId);
      return broadcast ? [{ broadcast: broadcastView(broadcast), viewedAt: v.viewedAt }] : [];
    });
    return ok(paginate(views, paging));
  })),

  http.get('*/api/auction/package', () => ok([...BROADCAST_PACKAGES].sort((a, b) => a.price - b.price))),

  http.get('*/api/auction/package/purchased', withUser((user) => {
    return ok(
      db.auction.purchases
        .filter((p) => p.userId === user.id)
        .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt))
        .flatMap(({ packageId, userId: _u, ...p }) => {
          const pack = BROADCAST_PACKAGES.find((x) => x.id === packageId);
          return pack ? [{ ...p, package: pack }] : [];
        }),
    );
  })),

  http.post('*/api/auction/package/:id/buy', withUser(async (user, { request, params }) => {
    const pack = BROADCAST_PACKAGES.find((p) => p.id === int(params.id));
    if (!pack) return failWith('1000-1006');
    const body = await readJson(request);
    const cardId = int(body.cardId);
    if (cardId === undefined) return invalid('cardId');
    const installment = body.installment === undefined ? 1 : int(body.installment);
    if (installment === undefined || !ACCEPTED_INSTALLMENTS.includes(installment)) return fail(400, '2000-0056');
    if (!db.cards.some((c) => c.id === cardId && c.userId === user.id)) return failWith('2000-0215');
    if (!db.auction.contracts.has(user.id)) return failWith('1000-1008');
    const now = Date.now();
    const record = { id: nextId('packagePurchase'), userId: user.id, packageId: pack.id, paidAmount: pack.price, purchasedAt: new Date(now).toISOString(), expiresAt: new Date(now + pack.validDays * DAY_MS).toISOString(), remainingBroadcasts: pack.broadcastCount };
    db.auction.purchases.push(record);
    const { packageId: _p, userId: _u, ...rest } = record;
    return ok({ ...rest, package: pack });
  })),

  http.get('*/api/auction/contract', withUser((user) => ok(contractOf(user)))),

  http.post('*/api/auction/contract', withUser(async (user, { request }) => {
    const body = await readJson(request);
    if (str(body.version) !== AUCTION_CONTRACT_VERSION || body.accepted !== true) return invalid(...(str(body.version) !== AUCTION_CONTRACT_VERSION ? ['version'] : []), ...(body.accepted !== true ? ['accepted'] : []));
    if (!db.auction.contracts.has(user.id)) db.auction.contracts.set(user.id, new Date().toISOString());
    return ok(contractOf(user));
  })),

  http.get('*/api/auction/lot/:id/bid', ({ request, params }) => {
    const found = findLot(int(params.id) ?? 0);
    if (!found) return failWith('2000-0228');
    advanceRivals(found.broadcast);
    return ok(lotBids(found.broadcast, found.lot, currentUser(request)));
  }),

  http.post('*/api/auction/lot/:id/bid', withUser(async (user, { request, params }) => {
    const found = findLot(int(params.id) ?? 0);
    if (!found) return failWith('2000-0228');
    const body = await readJson(request);
    const amount = typeof body.amount === 'number' && Number.isFinite(body.amount) && body.amount > 0 ? body.amount : undefined;
    if (amount === undefined) return invalid('amount');
    advanceRivals(found.broadcast);
    const refusal = refuseBid(found.broadcast, found.lot, user, amount);
    if (refusal) return failWith(refusal);
    placeBid(found.lot, user, amount);
    return ok(lotBids(found.broadcast, found.lot, user));
  })),

  http.get('*/api/auction/user/:id', ({ params }) => {
    const user = userById(int(params.id));
    if (!user) return failWith('1000-1011');
    const hosted = db.broadcasts.filter((b) => b.host.id === user.id);
    return ok({
      id: user.id,
      nickname: nickname(user),
      avatar: imageOf('avatars', `uye-${user.id}`, nickname(user), 200, 200),
      about: hosted.length > 0 ? `${hosted[0]?.categoryName ?? 'Antika'} meraklısı, haftada bir canlı mezat düzenliyorum.` : 'Mezatları izlemeyi ve teklif vermeyi seviyorum.',
      province: user.companyInformation?.province ?? 'İstanbul',
      rating: 4 + (user.id % 10) / 10,
      ratingCount: 10 + user.id * 3,
      followerCount: hosted.reduce((n, b) => Math.max(n, b.host.followerCount ?? 0), 0),
      broadcastCount: hosted.length,
      memberSince: user.createdAt,
    });
  }),

  http.get('*/api/auction/ban', withUser((user) => {
    return ok((db.auction.bans.get(user.id) ?? []).flatMap((b) => {
      const banned = userById(b.userId);
      return banned ? [{ userId: banned.id, nickname: nickname(banned), avatar: imageOf('avatars', `uye-${banned.id}`, nickname(banned), 200, 200), bannedAt: b.bannedAt }] : [];
    }));
  })),

  http.post('*/api/auction/ban/:id', withUser((user, { params }) => {
    const target = userById(int(params.id));
    if (!target) return failWith('1000-1011');
    if (target.id === user.id) return failWith('1000-1004');
    const bans = db.auction.bans.get(user.id) ?? [];
    if (!bans.some((b) => b.userId === target.id)) bans.unshift({ userId: target.id, bannedAt: new Date().toISOString() });
    db.auction.bans.set(user.id, bans);
    return ok({});
  })),

  http.post('*/api/auction/unban/:id', withUser((user, { params }) => {
    const target = userById(int(params.id));
    if (!target) return failWith('1000-1011');
    db.auction.bans.set(user.id, (db.auction.bans.get(user.id) ?? []).filter((b) => b.userId !== target.id));
    return ok({});
  })),
];

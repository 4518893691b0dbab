/**
 * The live-auction service (list by category, detail by id, the stream of a LIVE broadcast) and the main
 * API's auction categories.
 */
import { http } from 'msw';
import { db } from '../db/database.ts';
import { int } from '../http/body.ts';
import { failWith, ok } from '../http/envelope.ts';
import { operationOf } from '../http/operation.ts';
import { currentUser } from '../http/session.ts';
import { CAPS } from '../db/caps.ts';
import { advanceRivals, viewersAt } from '../db/auction-bidding.ts';
import { liveStreamHandlers, streamUrlOf } from './live-stream.ts';

/** The live path pattern also matches main-API paths such as /api/auction/live/history; answer only the live service's own. */
const isLive = (request: Request, operationId: string): boolean => operationOf(request)?.operationId === operationId;

const STATUS_ORDER = { LIVE: 0, SCHEDULED: 1, ENDED: 2 } as const;

export const liveHandlers = [
  http.get('*/live/list', ({ request }) => {
    if (!isLive(request, 'liveListBroadcasts')) return undefined;
    const raw = new URL(request.url).searchParams.get('categoryId');
    if (raw === null) return failWith('1000-1001');
    const categoryId = int(raw);
    if (categoryId === undefined || categoryId < 1) return failWith('1000-1016');
    if (!db.auctionCategories.some((c) => c.id === categoryId)) return failWith('2000-0203');
    return ok(
      db.broadcasts
        .filter((b) => b.categoryId === categoryId && b.status !== 'ENDED')
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.startsAt.localeCompare(b.startsAt))
        .map(({ lots, description: _d, streamUrl: _s, endedAt: _e, ...item }) => ({ ...item, lotCount: lots.length })),
    );
  }),
  http.get('*/live/broadcast/:id', ({ request, params }) => {
    if (!isLive(request, 'liveGetBroadcast')) return undefined;
    const broadcast = db.broadcasts.find((b) => b.id === int(params.id));
    if (!broadcast) return failWith('2000-0223');
    // A signed-in viewer's visit lands in the main API's view history (GET /api/auction/view-history).
    const viewer = currentUser(request);
    if (viewer) {
      const views = (db.auction.views.get(viewer.id) ?? []).filter((v) => v.broadcastId !== broadcast.id);
      db.auction.views.set(viewer.id, [{ broadcastId: broadcast.id, viewedAt: new Date().toISOString() }, ...views].slice(0, CAPS.lastVisited));
    }
    // Rivals bid on the current lot and viewers come and go while the broadcast runs (db/timings.ts).
    advanceRivals(broadcast);
    // A LIVE broadcast plays the test stream beside this call (live-stream.ts); the others have none.
    const { streamUrl: _stored, ...rest } = broadcast;
    const stream = broadcast.status === 'LIVE' ? { streamUrl: streamUrlOf(request.url, broadcast.id) } : {};
    return ok({ ...rest, ...stream, viewerCount: viewersAt(broadcast) });
  }),
  ...liveStreamHandlers,
];

/** The live service and the auction section of the main API, as a viewer and a host notice them. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

describe('live service', () => {
  it('lists live broadcasts before scheduled ones and leaves ended ones out', async () => {
    const list = data<{ id: number; status: string; lotCount: number }[]>(await api('/live/list?categoryId=2'));
    expect(list.map((b) => b.status)).toEqual(['LIVE', 'SCHEDULED']);
    expect(list.every((b) => b.lotCount > 0)).toBe(true);
    expect((await api('/live/list')).body.code).toBe('1000-1016');
    expect((await api('/live/list?categoryId=abc')).body.code).toBe('1000-1016');
    expect((await api('/live/list?categoryId=99')).body.code).toBe('2000-0203');
    expect((await api('/live/broadcast/9999')).body.code).toBe('2000-0223');
  });

  it('records a signed-in viewer in the auction view history', async () => {
    const broadcast = db.broadcasts.find((b) => b.status === 'LIVE' && !(db.auction.views.get(1) ?? []).some((v) => v.broadcastId === b.id));
    if (!broadcast) throw new Error('no unwatched live broadcast');
    expect(data<{ lots: unknown[] }>(await api(`/live/broadcast/${broadcast.id}`, { token: DEMO_TOKEN })).lots.length).toBeGreaterThan(0);
    const history = data<{ items: { broadcast: { id: number } }[] }>(await api('/api/auction/view-history', { token: DEMO_TOKEN }));
    expect(history.items[0]?.broadcast.id).toBe(broadcast.id);
  });
});

describe('auction section', () => {
  it('sells a broadcast package only after the auction contract is accepted', async () => {
    const token = openSession(20);
    expect((await api('/api/auction/package/1/buy', { token, body: { cardId: 1 } })).body.code).toBe('2000-0215');
    db.cards.push({ ...db.cards[0], id: 77, userId: 20 } as (typeof db.cards)[number]);
    expect((await api('/api/auction/package/1/buy', { token, body: { cardId: 77 } })).body.code).toBe('1000-1008');
    const contract = data<{ version: string; status: string }>(await api('/api/auction/contract', { token }));
    expect(contract.status).toBe('pending');
    expect((await api('/api/auction/contract', { token, body: { version: '0.9', accepted: true } })).body.code).toBe('1000-1016');
    expect(data<{ status: string }>(await api('/api/auction/contract', { token, body: { version: contract.version, accepted: true } })).status).toBe('ACCEPTED');
    const purchase = data<{ remainingBroadcasts: number; package: { id: number } }>(await api('/api/auction/package/1/buy', { token, body: { cardId: 77 } }));
    expect(purchase).toMatchObject({ remainingBroadcasts: 3, package: { id: 1 } });
    expect(data<unknown[]>(await api('/api/auction/package/purchased', { token }))).toHaveLength(1);
  });

  it("lists the host's own current and past broadcasts", async () => {
    const current = data<{ items: { status: string; host: { id: number } }[] }>(await api('/api/auction/live', { token: DEMO_TOKEN }));
    const past = data<{ items: { status: string }[] }>(await api('/api/auction/live/history', { token: DEMO_TOKEN }));
    expect(current.items.map((b) => [b.status, b.host.id])).toEqual([['SCHEDULED', 1]]);
    expect(past.items.map((b) => b.status)).toEqual(['ENDED']);
  });

  it('bans idempotently and refuses banning oneself', async () => {
    expect((await api('/api/auction/ban/1', { method: 'POST', token: DEMO_TOKEN })).body.code).toBe('1000-1004');
    await api('/api/auction/ban/12', { method: 'POST', token: DEMO_TOKEN });
    await api('/api/auction/ban/12', { method: 'POST', token: DEMO_TOKEN });
    const banned = data<{ userId: number }[]>(await api('/api/auction/ban', { token: DEMO_TOKEN }));
    expect(banned.filter((b) => b.userId === 12)).toHaveLength(1);
    await api('/api/auction/unban/12', { method: 'POST', token: DEMO_TOKEN });
    expect(data<{ userId: number }[]>(await api('/api/auction/ban', { token: DEMO_TOKEN })).some((b) => b.userId === 12)).toBe(false);
  });
});

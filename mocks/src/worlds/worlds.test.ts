/** Two QA runs on one mock server, each in its own world (X-Carsi-World), as curl or a test runner calls it. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../db/seed/members.ts';
import { api, data } from '../testing/api.ts';
import { control, inWorld, useMockHttpServer } from '../testing/world-server.ts';
import { configureWorlds, DEFAULT_MAX_WORLDS, DEFAULT_WORLD_IDLE_MS, dropNamedWorlds, type WorldsReport } from './registry.ts';

const mocks = useMockHttpServer();
const token = DEMO_TOKEN;

interface Cart {
  items: { id: number; quantity: number }[];
}

const cartOf = async (call: ReturnType<typeof inWorld>): Promise<Map<number, number>> =>
  new Map(data<Cart>(await call('/api/marketplace/cart', { token })).items.map((i) => [i.id, i.quantity]));

afterEach(async () => {
  configureWorlds({ maxWorlds: DEFAULT_MAX_WORLDS, idleMs: DEFAULT_WORLD_IDLE_MS });
  dropNamedWorlds();
  await control(mocks, 'reset', { body: {} });
});

describe('worlds on one HTTP mock server', () => {
  it('keep two runs apart: a cart and an order in one world are not in the other, nor in the default world', async () => {
    const ayse = inWorld(mocks, 'qa-ayse');
    const mert = inWorld(mocks, 'qa-mert');
    const seeded = await cartOf(mert);
    expect(seeded.size).toBeGreaterThan(0);
    expect(seeded.has(2)).toBe(false);

    expect((await ayse('/api/marketplace/cart/2', { token, body: { quantity: 3 } })).status).toBe(200);
    expect((await cartOf(ayse)).get(2)).toBe(3);
    expect(await cartOf(mert)).toEqual(seeded);
    const order = await ayse('/api/marketplace/order/create', { token, body: { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 } });
    expect(order.status).toBe(200);
    const orderId = data<{ id: number }>(order).id;

    expect(await cartOf(mert)).toEqual(seeded);
    expect(await cartOf(inWorld(mocks, 'default'))).toEqual(seeded);
    expect((await api('/api/marketplace/cart', { base: mocks.base(), token })).body.data).toEqual(data(await mert('/api/marketplace/cart', { token })));
    expect((await mert(`/api/marketplace/order/list/${orderId}`, { token })).body.code).toBe('2000-0201');
    expect((await ayse(`/api/marketplace/order/list/${orderId}`, { token })).status).toBe(200);
    // The same order id is free again in the other world: ids are a world's own.
    const other = await mert('/api/marketplace/order/create', { token, body: { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 } });
    expect(data<{ id: number }>(other).id).toBe(orderId);
  });

  it('keep faults apart: a world that breaks logins does not break the others', async () => {
    const set = await control(mocks, 'faults', { body: { spec: 'login:error:1000-1002' }, world: 'kirik' });
    expect(set.status).toBe(200);
    const login = { body: { email: 'demo@carsi.test', password: 'Demo1234' } };
    expect((await inWorld(mocks, 'kirik')('/api/auth/login', login)).body.code).toBe('1000-1002');
    expect((await inWorld(mocks, 'saglam')('/api/auth/login', login)).body.code).toBe(0);
    expect((await api('/api/auth/login', { ...login, base: mocks.base() })).body.code).toBe(0);
    expect((await control(mocks, 'faults')).body).toEqual({ faults: [] });
  });

  it('are listed by the control API with their scenario, use and weight; one is reset or dropped alone', async () => {
    const ayse = inWorld(mocks, 'qa-ayse');
    await ayse('/api/marketplace/cart/2', { token, body: { quantity: 1 } });
    await inWorld(mocks, 'magaza', 'store-owner')('/api/marketplace/category');

    const report = (await control(mocks, 'worlds')).body as WorldsReport;
    expect(report).toMatchObject({ maxWorlds: DEFAULT_MAX_WORLDS, idleMinutes: 30, baseScenario: null });
    expect(report.worlds.map((w) => [w.name, w.scenario])).toEqual([['default', null], ['magaza', 'store-owner'], ['qa-ayse', null]]);
    const ayseInfo = report.worlds.find((w) => w.name === 'qa-ayse');
    expect(ayseInfo?.requests).toBe(1);
    expect(ayseInfo?.approxBytes).toBeGreaterThan(300_000);
    expect(Date.parse(ayseInfo?.expiresAt ?? '') - Date.parse(ayseInfo?.lastUsedAt ?? '')).toBe(DEFAULT_WORLD_IDLE_MS);
    expect(report.approxBytes).toBe(report.worlds.reduce((sum, w) => sum + w.approxBytes, 0));

    // A reset in one world leaves the others as they are.
    await inWorld(mocks, 'qa-mert')('/api/marketplace/cart/5', { token, body: { quantity: 1 } });
    expect(await control(mocks, 'reset', { body: {}, world: 'qa-ayse' })).toMatchObject({ status: 200, body: { reset: true, world: 'qa-ayse' } });
    expect((await cartOf(ayse)).has(2)).toBe(false);
    expect((await cartOf(inWorld(mocks, 'qa-mert'))).get(5)).toBe(1);

    // Dropped, it starts afresh on its next call.
    expect(await control(mocks, 'worlds/qa-mert', { method: 'DELETE' })).toEqual({ status: 200, body: { dropped: 'qa-mert' } });
    expect((await cartOf(inWorld(mocks, 'qa-mert'))).has(5)).toBe(false);
    expect((await control(mocks, 'worlds/yok', { method: 'DELETE' })).status).toBe(404);
  });

  it('are made by the control API from a scenario, and refuse names and scenarios they cannot serve', async () => {
    const made = await control(mocks, 'worlds', { body: { name: 'yeni', scenario: 'new-member' } });
    expect(made).toMatchObject({ status: 201, body: { name: 'yeni', scenario: 'new-member' } });
    expect((await control(mocks, 'worlds', { body: { name: 'x', scenario: 'yok-boyle' } })).status).toBe(400);
    expect((await control(mocks, 'scenarios')).body).toMatchObject({ scenarios: expect.arrayContaining([expect.objectContaining({ name: 'store-owner', signIn: expect.objectContaining({ email: 'kurumsal@carsi.test' }) })]) });

    const refused = async (headers: Record<string, string>) => {
      const response = await fetch(`${mocks.base()}/api/marketplace/category`, { headers });
      return { status: response.status, error: ((await response.json()) as { error: string }).error };
    };
    expect(await refused({ 'X-Carsi-World': 'iki kelime' })).toMatchObject({ status: 400, error: expect.stringMatching(/^X-Carsi-World must match/) });
    expect(await refused({ 'X-Carsi-World': 'yeni', 'X-Carsi-Scenario': 'store-owner' })).toMatchObject({ status: 409, error: expect.stringContaining('runs scenario "new-member"') });
    expect(await refused({ 'X-Carsi-Scenario': 'store-owner' })).toMatchObject({ status: 409, error: expect.stringContaining('needs X-Carsi-World') });
    expect(await refused({ 'X-Carsi-World': 'baska', 'X-Carsi-Scenario': 'yok-boyle' })).toMatchObject({ status: 400, error: expect.stringContaining('Unknown scenario "yok-boyle"') });
    // The same scenario again is no conflict: a client may send both headers on every call.
    expect((await inWorld(mocks, 'yeni', 'new-member')('/api/marketplace/category')).status).toBe(200);
  });

  it('drop the least recently used world past --max-worlds, and count it', async () => {
    configureWorlds({ maxWorlds: 2 });
    const before = ((await control(mocks, 'worlds')).body as WorldsReport).evicted;
    const first = inWorld(mocks, 'ilk');
    await first('/api/marketplace/cart/2', { token, body: { quantity: 1 } });
    await inWorld(mocks, 'ikinci')('/api/marketplace/category');
    await first('/api/marketplace/category'); // ilk is now the most recently used
    await inWorld(mocks, 'ucuncu')('/api/marketplace/category');

    const report = (await control(mocks, 'worlds')).body as WorldsReport;
    expect(report.worlds.map((w) => w.name)).toEqual(['default', 'ucuncu', 'ilk']);
    expect(report.evicted - before).toBe(1);
    expect((await cartOf(first)).get(2)).toBe(1);
  });

  it('lets a page on another localhost port name its world (CORS)', async () => {
    const preflight = await fetch(`${mocks.base()}/api/marketplace/cart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-carsi-world,x-carsi-scenario' },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-carsi-world', 'x-carsi-scenario']));
  });
});

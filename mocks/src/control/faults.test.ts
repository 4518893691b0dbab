import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api } from '../testing/api.ts';
import { loadBrowserFaults, type KeyValueStorage } from './browser-faults.ts';
import { FaultSpecError, formatFaultSpec, parseFaultSpec } from './fault-spec.ts';
import { listFaults, setFaults } from './fault-store.ts';
import { MALFORMED_BODY } from './apply-faults.ts';
import { FAULTS_STORAGE_KEY } from './fault-types.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const login = { email: 'demo@carsi.test', password: 'Demo1234' };

describe('fault spec text', () => {
  it('parses and formats the short form', () => {
    const rules = parseFaultSpec('latency:1500, addCartItem:error:2000-0013,getCart:hang,unauthorized,login:malformed');
    expect(rules).toEqual([
      { operationId: '*', kind: 'latency', latencyMs: 1500 },
      { operationId: 'addCartItem', kind: 'error', code: '2000-0013' },
      { operationId: 'getCart', kind: 'hang' },
      { operationId: '*', kind: 'unauthorized' },
      { operationId: 'login', kind: 'malformed' },
    ]);
    expect(formatFaultSpec(rules)).toBe('latency:1500,addCartItem:error:2000-0013,getCart:hang,unauthorized,login:malformed');
  });

  it('rejects unknown kinds, codes and latencies', () => {
    expect(() => parseFaultSpec('login:explode')).toThrow(FaultSpecError);
    expect(() => parseFaultSpec('error:9999-9999')).toThrow(/unknown catalogue code/);
    expect(() => parseFaultSpec('latency:-5')).toThrow(/latencyMs/);
  });
});

describe('faults on calls', () => {
  it('adds latency to the chosen operation only', async () => {
    // The latency is long enough that an undelayed call stays well below it even on a busy machine.
    setFaults([{ operationId: 'login', kind: 'latency', latencyMs: 1500 }]);
    let started = performance.now();
    expect((await api('/api/auth/login', { body: login })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1480);
    started = performance.now();
    await api('/api/marketplace/category');
    expect(performance.now() - started).toBeLessThan(1200);
  });

  it('answers a chosen catalogue code with its HTTP status', async () => {
    setFaults(parseFaultSpec('login:error:2000-0013'));
    const answer = await api('/api/auth/login', { body: login });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, code: '2000-0013', data: null });
    setFaults(parseFaultSpec('error:1000-1000'));
    expect((await api('/api/marketplace/category')).status).toBe(500);
  });

  it('answers 401 even with a valid token', async () => {
    setFaults(parseFaultSpec('unauthorized'));
    const answer = await api('/api/marketplace/cart', { token: DEMO_TOKEN });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('1000-1003');
  });

  it('answers a malformed body', async () => {
    setFaults(parseFaultSpec('login:malformed'));
    const response = await fetch('http://localhost/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(login) });
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('never answers a hung call; the client timeout ends it', async () => {
    setFaults(parseFaultSpec('login:hang'));
    const started = performance.now();
    const call = fetch('http://localhost/api/auth/login', { method: 'POST', body: JSON.stringify(login), signal: AbortSignal.timeout(200) });
    await expect(call).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('is switched at run time through the control API', async () => {
    const set = await fetch('http://localhost/__control/faults', { method: 'POST', body: JSON.stringify({ spec: 'listCategories:error:1000-1002' }) });
    expect(await set.json()).toEqual({ faults: [{ operationId: 'listCategories', kind: 'error', code: '1000-1002' }] });
    expect((await api('/api/marketplace/category')).status).toBe(429);
    const bad = await fetch('http://localhost/__control/faults', { method: 'POST', body: JSON.stringify({ kind: 'nope' }) });
    expect(bad.status).toBe(400);
    await fetch('http://localhost/__control/faults', { method: 'DELETE' });
    expect((await api('/api/marketplace/category')).status).toBe(200);
  });

  it('is reset, with the store, by POST /__control/reset', async () => {
    setFaults(parseFaultSpec('latency:10'));
    await api('/api/marketplace/favorite/1', { method: 'POST', token: DEMO_TOKEN });
    await fetch('http://localhost/__control/reset', { method: 'POST' });
    expect(listFaults()).toEqual([]);
    expect((await api('/api/marketplace/favorite/1', { method: 'POST', token: DEMO_TOKEN })).status).toBe(200);
  });
});

describe('browser faults', () => {
  const memory = (initial: Record<string, string> = {}): KeyValueStorage & { items: Record<string, string> } => {
    const items = { ...initial };
    return {
      items,
      getItem: (k) => items[k] ?? null,
      setItem: (k, v) => { items[k] = v; },
      removeItem: (k) => { delete items[k]; },
    };
  };

  it('applies ?fault= to this page load only: not saved, and the next load without it is clean', () => {
    const storage = memory();
    const stop = loadBrowserFaults('?fault=getCart:error:2000-0014', storage);
    expect(listFaults()).toEqual([{ operationId: 'getCart', kind: 'error', code: '2000-0014' }]);
    expect(storage.items[FAULTS_STORAGE_KEY]).toBeUndefined();
    stop();
    const nextLoad = loadBrowserFaults('', storage);
    expect(listFaults()).toEqual([]);
    nextLoad();
  });

  it('leaves the faults kept in storage alone while a link overrides them, and saves later changes', () => {
    const storage = memory({ [FAULTS_STORAGE_KEY]: 'hang' });
    const stop = loadBrowserFaults('?fault=getCart:error:2000-0014', storage);
    expect(storage.items[FAULTS_STORAGE_KEY]).toBe('hang');
    setFaults([]);
    expect(storage.items[FAULTS_STORAGE_KEY]).toBeUndefined();
    stop();
  });

  it('falls back to localStorage without a query', () => {
    const stop = loadBrowserFaults('', memory({ [FAULTS_STORAGE_KEY]: 'latency:50' }));
    expect(listFaults()).toEqual([{ operationId: '*', kind: 'latency', latencyMs: 50 }]);
    stop();
  });
});

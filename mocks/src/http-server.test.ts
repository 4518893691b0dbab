import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAll } from './control/reset.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN } from './db/index.ts';
import { handlers } from './handlers/index.ts';
import { createMockHttpServer, listen } from './http-server.ts';
import { api, data } from './testing/api.ts';

let server: Server;
let base: string;
const controlToken = 'test-control-token-123';
const control = { 'X-Control-Token': controlToken };

beforeAll(async () => {
  server = createMockHttpServer(handlers, { controlToken, maxBodyBytes: 64 * 1024 });
  base = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterEach(() => resetAll());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('serve.ts HTTP server', () => {
  it('logs in and reads the cart with the token, like curl would', async () => {
    const login = await api('/api/auth/login', { base, body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.body).toMatchObject({ status: 200, code: 0 });
    const token = data<{ token: string }>(login).token;
    const cart = await api('/api/marketplace/cart', { base, token });
    expect(cart.status).toBe(200);
    expect(data<{ items: unknown[] }>(cart).items.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token and the envelope 404 for unknown paths', async () => {
    expect((await api('/api/marketplace/cart', { base })).body.code).toBe('1000-1003');
    const unknown = await api('/api/yok-boyle-bir-yol', { base });
    expect(unknown).toEqual({ status: 404, body: { status: 404, code: '1000-1006', message: expect.any(String), data: null } });
  });

  it('lets a browser page on another port place an order with its Idempotency-Key', async () => {
    const preflight = await fetch(`${base}/api/marketplace/order/create`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
  });

  it('allows CORS from localhost origins only', async () => {
    const preflight = await fetch(`${base}/api/marketplace/cart`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const foreign = await fetch(`${base}/api/marketplace/category`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves generated SVG images', async () => {
    const image = await fetch(`${base}/images/products/12-1.svg`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
  });

  it('takes faults through the control API and hangs until the client gives up', async () => {
    const set = await fetch(`${base}/__control/faults`, { method: 'POST', headers: { ...control, 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: [{ operationId: 'listCategories', kind: 'hang' }] }) });
    expect(set.status).toBe(200);
    expect(await (await fetch(`${base}/__control/faults`, { headers: control })).json()).toEqual({ faults: [{ operationId: 'listCategories', kind: 'hang' }] });
    await expect(fetch(`${base}/api/marketplace/category`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    // Other operations still answer.
    expect((await api('/api/marketplace/cart', { base, token: DEMO_TOKEN })).status).toBe(200);
    await fetch(`${base}/__control/reset`, { method: 'POST', headers: { ...control, 'Content-Type': 'application/json' }, body: '{}' });
    expect((await fetch(`${base}/api/marketplace/category`)).status).toBe(200);
  });

  it('refuses a body over the limit with 413, before any handler reads it', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(70 * 1024) });
    const answer = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ status: 413, code: '1000-1004' });
  });

  it('answers malformed JSON with 400 and the validation code, never as an empty body', async () => {
    const answer = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": "demo@carsi.test",' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 400, code: '1000-1016', message: 'Girilen bilgiler doğrulanamadı. Lütfen alanları kontrol edin.' });
  });

  it('refuses bodies of unknown content types with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', '']) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const answer = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: new Blob([JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD })]) });
      expect(answer.status, type || '(no type)').toBe(415);
    }
  });

  it('opens the control API only with the start-up token and JSON bodies, and never to other origins', async () => {
    const withoutToken = await fetch(`${base}/__control/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spec: 'listCategories:hang' }) });
    expect(withoutToken.status).toBe(403);
    const wrongToken = await fetch(`${base}/__control/reset`, { method: 'POST', headers: { 'X-Control-Token': 'tahmin', 'Content-Type': 'application/json' }, body: '{}' });
    expect(wrongToken.status).toBe(403);
    const formBody = await fetch(`${base}/__control/faults`, { method: 'POST', headers: { ...control, 'Content-Type': 'text/plain' }, body: 'spec=listCategories:hang' });
    expect(formBody.status).toBe(415);
    const preflight = await fetch(`${base}/__control/faults`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base}/api/marketplace/category`)).status).toBe(200);
  });
});

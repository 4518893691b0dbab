import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { baseUrls, server } from '../../test/setup.ts';
import { fail, ok } from '../../test/envelope.ts';
import { ApiError } from './api-error.ts';
import { configureSdk } from './config.ts';
import { SERVICE_TIMEOUT_MS } from './constants.ts';
import { request } from './request.ts';
import { onSessionEnded } from './session-events.ts';
import { isLoggedIn, storeToken } from './token.ts';

const get = (service: 'main' | 'content' | 'live', url: string) => request<{ data: unknown }>(service, { url, method: 'GET' });
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a failure'), (e: unknown) => e as ApiError);

describe('request', () => {
  it('answers the envelope data on success', async () => {
    server.use(http.get(`${baseUrls.main}/api/thing`, () => ok({ name: 'Çay bardağı' })));
    await expect(get('main', '/api/thing')).resolves.toEqual({ name: 'Çay bardağı' });
  });

  it('sends the bearer token only when logged in', async () => {
    const seen: (string | null)[] = [];
    server.use(http.get(`${baseUrls.main}/api/me`, ({ request: r }) => {
      seen.push(r.headers.get('authorization'));
      return ok({});
    }));
    await get('main', '/api/me');
    storeToken('token-1234567890abcdef');
    await get('main', '/api/me');
    expect(seen).toEqual([null, 'Bearer token-1234567890abcdef']);
  });

  it('turns catalogue codes into Turkish messages and unknown codes into the default', async () => {
    server.use(
      http.post(`${baseUrls.main}/api/cart`, () => fail(400, '2000-0013')),
      http.post(`${baseUrls.main}/api/other`, () => fail(400, '9999-9999')),
    );
    const stock = await failure(request('main', { url: '/api/cart', method: 'POST', data: {} }));
    expect(stock).toBeInstanceOf(ApiError);
    expect(stock).toMatchObject({ code: '2000-0013', status: 400, message: 'Stokta yeterli ürün yok.' });
    const unknown = await failure(request('main', { url: '/api/other', method: 'POST' }));
    expect(unknown.message).toBe('İşlem başarısız oldu!');
  });

  it('treats an HTTP 200 carrying a failed envelope as a failure', async () => {
    server.use(http.get(`${baseUrls.main}/api/coupon`, () => HttpResponse.json({ status: 400, code: '2000-0015', data: null })));
    await expect(get('main', '/api/coupon')).rejects.toMatchObject({ code: '2000-0015', message: 'Kupon kodu geçerli değil.' });
  });

  it('clears the session and tells the app on 401', async () => {
    storeToken('expired-token-0000000000');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.use(http.get(`${baseUrls.main}/api/orders`, () => fail(401, '1000-1003')));
    await expect(get('main', '/api/orders')).rejects.toMatchObject({ status: 401, isUnauthorized: true });
    expect(isLoggedIn()).toBe(false);
    expect(ended).toHaveBeenCalledWith('unauthorized');
    stop();
  });

  it('reports a malformed body as its own error', async () => {
    server.use(http.get(`${baseUrls.main}/api/broken`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(get('main', '/api/broken')).rejects.toMatchObject({ code: 'CLIENT-MALFORMED' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get(`${baseUrls.main}/api/down`, () => HttpResponse.error()));
    await expect(get('main', '/api/down')).rejects.toMatchObject({ code: 'CLIENT-NETWORK', status: 0 });
  });

  it('uses the timeouts of spec §9: 10 s for content and live, none for main', () => {
    expect(SERVICE_TIMEOUT_MS).toEqual({ main: undefined, content: 10_000, live: 10_000 });
  });

  it.each(['content', 'live'] as const)('gives up on a silent %s service with a timeout error', async (service) => {
    configureSdk({ timeoutsMs: { [service]: 50 } });
    server.use(http.get(`${baseUrls[service]}/slow`, async () => {
      await delay('infinite');
      return ok({});
    }));
    await expect(get(service, '/slow')).rejects.toMatchObject({ code: 'CLIENT-TIMEOUT', message: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.' });
  });

  it('waits for a slow main API instead of timing out', async () => {
    configureSdk({ timeoutsMs: { content: 20, live: 20 } });
    server.use(http.get(`${baseUrls.main}/slow`, async () => {
      await delay(150);
      return ok('geldi');
    }));
    await expect(get('main', '/slow')).resolves.toBe('geldi');
  });

  it('sends multipart bodies without a hand-made content type', async () => {
    let contentType: string | null = '';
    server.use(http.put(`${baseUrls.main}/api/upload`, ({ request: r }) => {
      contentType = r.headers.get('content-type');
      return ok({});
    }));
    const form = new FormData();
    form.append('title', 'Ahşap kaşık');
    await request('main', { url: '/api/upload', method: 'PUT', data: form, headers: { 'Content-Type': 'multipart/form-data' } });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reports answers that break the contract when validation is on', async () => {
    const drift = vi.fn();
    configureSdk({
      validateResponse: ({ path }) => (path === '/api/drift' ? { operationId: 'drift', issues: [{ path: 'data.price', message: 'expected number' }] } : undefined),
      onContractDrift: drift,
    });
    server.use(http.get(`${baseUrls.main}/api/drift`, () => ok({ price: 'on' })));
    await get('main', '/api/drift');
    expect(drift).toHaveBeenCalledWith({ operationId: 'drift', issues: [{ path: 'data.price', message: 'expected number' }] });
  });
});

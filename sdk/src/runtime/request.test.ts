import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseUrls, server } from '../../test/setup.ts';
import { fail, ok } from '../../test/envelope.ts';
import { ApiError } from './api-error.ts';
import { configureSdk } from './config.ts';
import { SERVICE_TIMEOUT_MS } from './constants.ts';
import { request } from './request.ts';
import { onSessionEnded } from './session-events.ts';
import { getToken, isLoggedIn, storeToken } from './token.ts';

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

  it.each([
    ['2000-0015', 400, 'Kupon kodu geçerli değil.'],
    ['2000-0180', 400, 'E-posta adresi veya şifre hatalı.'],
    ['1000-1015', 409, 'Bu e-posta adresi zaten kullanılıyor.'],
    ['2000-0208', 404, 'Kupon bulunamadı.'],
    ['1000-1000', 500, 'Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
  ])('shows the catalogue text for %s, not the server text', async (code, status, message) => {
    server.use(http.post(`${baseUrls.main}/api/action`, () => fail(status, code)));
    await expect(request('main', { url: '/api/action', method: 'POST' })).rejects.toMatchObject({ code, status, message });
  });

  it('treats an HTTP 200 carrying a failed envelope as a failure', async () => {
    server.use(http.get(`${baseUrls.main}/api/coupon`, () => HttpResponse.json({ status: 400, code: '2000-0015', data: null })));
    await expect(get('main', '/api/coupon')).rejects.toMatchObject({ code: '2000-0015', message: 'Kupon kodu geçerli değil.' });
  });

  it('a late 401 for an older token does not end the session that started since', async () => {
    storeToken('old-token-00000000000000');
    let answer: (() => void) | undefined;
    server.use(http.get(`${baseUrls.main}/api/slow`, () => new Promise<Response>((resolve) => {
      answer = () => resolve(fail(401, '1000-1003'));
    })));
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const late = get('main', '/api/slow');
    await vi.waitFor(() => expect(answer).toBeDefined());
    storeToken('new-token-11111111111111');
    answer?.();
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('new-token-11111111111111');
    stop();
  });

  it('a 401 to a call sent without a token ends nothing', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.use(http.get(`${baseUrls.main}/api/orders`, () => fail(401, '1000-1003')));
    await expect(get('main', '/api/orders')).rejects.toMatchObject({ status: 401, message: expect.any(String) });
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('clears the session and tells the app on 401', async () => {
    storeToken('expired-token-0000000000');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.use(http.get(`${baseUrls.main}/api/orders`, () => fail(401, '1000-1003')));
    await expect(get('main', '/api/orders')).rejects.toMatchObject({ status: 401, isUnauthorized: true });
    expect(isLoggedIn()).toBe(false);
    expect(document.cookie).not.toContain('expired-token');
    expect(ended).toHaveBeenCalledExactlyOnceWith('unauthorized');
    stop();
    let authorization: string | null = 'unset';
    server.use(http.get(`${baseUrls.main}/api/me`, ({ request: r }) => {
      authorization = r.headers.get('authorization');
      return ok({});
    }));
    await get('main', '/api/me');
    expect(authorization).toBeNull();
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

  describe('with the clock of spec §9 (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    /** A handler that answers only when the test opens the gate. */
    const gated = (url: string) => {
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => { open = resolve; });
      server.use(http.get(url, async () => {
        await gate;
        return ok('geldi');
      }));
      return () => open();
    };
    const settled = async (promise: Promise<unknown>): Promise<boolean> => {
      let done = false;
      promise.then(() => { done = true; }, () => { done = true; });
      await vi.advanceTimersByTimeAsync(0);
      return done;
    };

    it.each(['content', 'live'] as const)('gives up on the %s service after 10 s with a timeout ApiError', async (service) => {
      gated(`${baseUrls[service]}/slow`);
      const call = get(service, '/slow');
      const outcome = failure(call);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(await settled(call)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'CLIENT-TIMEOUT', status: 0, message: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.' });
    });

    it('waits for the main API however long it takes', async () => {
      const open = gated(`${baseUrls.main}/slow`);
      const call = get('main', '/slow');
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(await settled(call)).toBe(false);
      open();
      await expect(call).resolves.toBe('geldi');
    });

    it('does not time out an answer that came in time, and leaves no timer behind', async () => {
      const open = gated(`${baseUrls.content}/quick`);
      const call = get('content', '/quick');
      await vi.advanceTimersByTimeAsync(9_000);
      open();
      await expect(call).resolves.toBe('geldi');
      expect(vi.getTimerCount()).toBe(0);
    });
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

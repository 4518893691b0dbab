import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { baseUrls, server } from '../test/setup.ts';
import { ok } from '../test/envelope.ts';
import { createMainClient, unwrap } from './client/index.ts';
import { getCart, type Cart } from './main.ts';
import { configureSdk } from './runtime/config.ts';
import { validateResponse } from './schemas.ts';

const cart: Cart = {
  platform: 'MARKETPLACE',
  items: [],
  itemCount: 0,
  selectedItemCount: 0,
  subtotal: 0,
  discountTotal: 0,
  couponDiscount: 0,
  shippingTotal: 0,
  total: 0,
};

const serveCart = (data: unknown) => server.use(http.get(`${baseUrls.main}/api/marketplace/cart`, () => ok(data)));

describe('contract checks of answers (development and tests)', () => {
  it('reports a drifted answer with its operationId and the path of the field', async () => {
    const onContractDrift = vi.fn();
    configureSdk({ validateResponse, onContractDrift });
    serveCart({ ...cart, total: 'yüz lira' });
    await expect(getCart()).resolves.toMatchObject({ total: 'yüz lira' });
    expect(onContractDrift).toHaveBeenCalledTimes(1);
    expect(onContractDrift).toHaveBeenCalledWith({
      operationId: 'getCart',
      issues: [expect.objectContaining({ path: 'data.total' })],
    });
  });

  it('reports drift on the plain client too, and stays quiet for a conforming answer', async () => {
    const onContractDrift = vi.fn();
    configureSdk({ validateResponse, onContractDrift, baseUrls: { ...baseUrls, main: `${baseUrls.main}/` } });
    serveCart(cart);
    await expect(unwrap(createMainClient().GET('/api/marketplace/cart'))).resolves.toEqual(cart);
    expect(onContractDrift).not.toHaveBeenCalled();
    serveCart({ ...cart, items: [{ id: 'bir' }] });
    await unwrap(createMainClient().GET('/api/marketplace/cart'));
    expect(onContractDrift).toHaveBeenCalledWith({
      operationId: 'getCart',
      issues: expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^data\.items\.0\./) })]),
    });
  });

  it('warns on the console when no drift handler is given', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureSdk({ validateResponse });
    serveCart({ ...cart, itemCount: -1 });
    await getCart();
    expect(warn).toHaveBeenCalledWith('[@carsi/sdk] getCart answered outside the contract', [expect.objectContaining({ path: 'data.itemCount' })]);
    warn.mockRestore();
  });

  it('checks nothing unless configured, as in production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCart({ ...cart, total: 'yüz lira' });
    await expect(getCart()).resolves.toMatchObject({ total: 'yüz lira' });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names a call outside the contract by method and path', () => {
    expect(validateResponse({ service: 'content', method: 'GET', path: '/api/marketplace/cart', body: {} })).toEqual({
      operationId: 'GET /api/marketplace/cart',
      issues: [{ path: '', message: 'not an operation of the contract' }],
    });
  });
});

describe('request schemas loaded per operation', () => {
  it('gives every operation the same path, query and body schemas as the full map, and nothing for an unknown one', async () => {
    const { loadRequestSchemas, requestSchemas } = await import('./schemas.ts');
    const ids = Object.keys(requestSchemas);
    expect(ids.length).toBeGreaterThan(200);
    for (const id of ids) {
      const loaded = await loadRequestSchemas(id);
      expect(loaded, id).toEqual(requestSchemas[id]);
      expect(loaded?.body ?? loaded?.query ?? loaded?.path, id).toBe(requestSchemas[id]?.body ?? requestSchemas[id]?.query ?? requestSchemas[id]?.path);
    }
    await expect(loadRequestSchemas('boyleBirIslemYok')).resolves.toBeUndefined();
  });
});

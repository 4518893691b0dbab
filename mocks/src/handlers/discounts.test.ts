/** A store owner's discounts: the caps, whose product, and every price a buyer meets afterwards. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@carsi/sdk/runtime';
import { discountedPrice } from '../db/seed/catalog.ts';
import { CORPORATE, MARKETPLACE } from '../db/seed/world.ts';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Summary { id: number; price: number; discountedPrice?: number; discountRate: number; stock: number }
interface Page { items: Summary[]; totalCount: number }
interface CartWire { items: { id: number; unitPrice: number }[] }

const owner = (): string => openSession(CORPORATE.userId);
const set = (id: number, discountRate: unknown, token = owner()) => api(`/api/marketplace/store/discount/${id}`, { method: 'PUT', token, body: { discountRate } });
const remove = (id: number, token = owner()) => api(`/api/marketplace/store/discount/${id}`, { method: 'DELETE', token });
const list = (token = owner()) => api('/api/marketplace/store/discount?pageSize=100', { token });

/** The corporate demo's store products, as any visitor finds them on the store page. */
async function storeProducts(): Promise<Summary[]> {
  const store = data<{ store?: { slug: string } }>(await api('/api/user/information', { token: owner() })).store;
  return data<Page>(await api(`/api/v2/marketplace/search/product?pageKind=market&creator=${store?.slug ?? ''}&pageSize=100`)).items;
}

async function ownUndiscounted(): Promise<Summary> {
  const product = (await storeProducts()).find((p) => p.discountRate === 0 && p.stock >= 2);
  if (!product) throw new Error('the seed gives the corporate store no product without a discount');
  return product;
}

const priceAt = (product: Summary, discountRate: number): number | undefined => discountedPrice({ price: product.price, discountRate });

describe('seller discounts', () => {
  it('sets 25% and every buyer-facing price follows: product page, store listing, cart and the order', async () => {
    const product = await ownUndiscounted();
    const expected = priceAt(product, 25) ?? Number.NaN;
    expect(expected).toBeLessThan(product.price);
    expect(data<Summary>(await set(product.id, 25))).toMatchObject({ id: product.id, discountRate: 25, discountedPrice: expected });

    expect(data<Summary>(await api(`/api/marketplace/product/${product.id}`))).toMatchObject({ discountRate: 25, discountedPrice: expected });
    expect((await storeProducts()).find((p) => p.id === product.id)).toMatchObject({ discountRate: 25, discountedPrice: expected });
    expect(data<Page>(await list()).items.find((p) => p.id === product.id)).toMatchObject({ discountRate: 25, discountedPrice: expected });

    // The demo buys two pieces on their own: the cart and the order price them at the new rate.
    const cart = data<CartWire>(await api('/api/marketplace/cart', { token: DEMO_TOKEN }));
    for (const line of cart.items) await api(`/api/marketplace/cart/${line.id}/NO`, { method: 'POST', token: DEMO_TOKEN });
    const added = data<CartWire>(await api(`/api/marketplace/cart/${product.id}`, { body: { quantity: 2 }, token: DEMO_TOKEN }));
    expect(added.items.find((l) => l.id === product.id)?.unitPrice).toBe(expected);
    const order = await api('/api/marketplace/order/create', {
      token: DEMO_TOKEN,
      body: { addressId: MARKETPLACE.address.home, invoiceAddressId: MARKETPLACE.address.home, cardId: MARKETPLACE.card, installment: 1 },
    });
    expect(order.status).toBe(200);
    const detail = data<{ items: { productId: number; unitPrice: number; totalPrice: number }[] }>(
      await api(`/api/marketplace/order/list/${data<{ id: number }>(order).id}`, { token: DEMO_TOKEN }),
    );
    expect(detail.items).toEqual([expect.objectContaining({ productId: product.id, unitPrice: expected, totalPrice: Math.round(expected * 200) / 100 })]);
  });

  it('changes and removes a discount; the list follows', async () => {
    const product = await ownUndiscounted();
    await set(product.id, 10);
    expect(data<Summary>(await set(product.id, 60)).discountRate).toBe(60);
    expect(data<Page>(await list()).items[0]).toMatchObject({ discountRate: 60 });
    expect(data<Page>(await list()).items.map((p) => p.id)).toContain(product.id);
    const removed = data<Summary>(await remove(product.id));
    expect(removed).toMatchObject({ discountRate: 0, price: product.price });
    expect(removed.discountedPrice).toBeUndefined();
    expect(data<Page>(await list()).items.map((p) => p.id)).not.toContain(product.id);
    expect(data<Summary>(await api(`/api/marketplace/product/${product.id}`)).discountedPrice).toBeUndefined();
    // Removing again changes nothing.
    expect((await remove(product.id)).status).toBe(200);
  });

  it('refuses above 60% with 2000-0037 and above 100% with 2000-0039, keeping the discount it had', async () => {
    const product = await ownUndiscounted();
    await set(product.id, 20);
    const over60 = await set(product.id, 61);
    expect(over60.status).toBe(400);
    expect(over60.body).toMatchObject({ code: '2000-0037', message: errorMessages['2000-0037'] });
    expect((await set(product.id, 100)).body.code).toBe('2000-0037');
    const over100 = await set(product.id, 150);
    expect(over100.body).toMatchObject({ code: '2000-0039', message: errorMessages['2000-0039'] });
    expect(data<Summary>(await api(`/api/marketplace/product/${product.id}`)).discountRate).toBe(20);
    for (const bad of [0, -5, 12.5, '25', null]) expect((await set(product.id, bad)).body.code).toBe('1000-1016');
  });

  it('lets a seller discount only their own store’s products', async () => {
    const mine = new Set((await storeProducts()).map((p) => p.id));
    const notMine = data<Page>(await api('/api/v2/marketplace/search/product?pageSize=100')).items.find((p) => !mine.has(p.id));
    if (!notMine) throw new Error('the first search page holds only the corporate store');
    const refused = await set(notMine.id, 10);
    expect(refused.body).toMatchObject({ code: '1000-1008', message: errorMessages['1000-1008'] });
    expect((await remove(notMine.id)).body.code).toBe('1000-1008');
    expect(data<Summary>(await api(`/api/marketplace/product/${notMine.id}`)).discountRate).toBe(notMine.discountRate);
    const unknown = await set(999_999, 10);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('2000-0202');
    // A member who runs no store has no discounts to list or set.
    expect((await list(DEMO_TOKEN)).body.code).toBe('1000-1008');
    expect((await set((await ownUndiscounted()).id, 10, DEMO_TOKEN)).body.code).toBe('1000-1008');
    expect((await api('/api/marketplace/store/discount')).status).toBe(401);
  });

});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

async function create(path: string, body: unknown, key?: string): Promise<{ status: number; code: unknown; id?: number }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${DEMO_TOKEN}` };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  const response = await fetch(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: unknown; data: { id?: number } | null };
  return { status: response.status, code: envelope.code, id: envelope.data?.id };
}

const demoAddress = (): number => {
  const address = db.addresses.find((a) => a.userId === 1);
  if (!address) throw new Error('demo address missing');
  return address.id;
};

describe('Idempotency-Key on order creates', () => {
  it('answers the first marketplace order again for a repeated key and pays once', async () => {
    const addressId = demoAddress();
    const body = { addressId, invoiceAddressId: addressId, cardId: 1, installment: 1 };
    const ordersBefore = db.orders.filter((o) => o.buyerId === 1).length;
    const first = await create('/api/marketplace/order/create', body, 'deneme-anahtari-0001');
    expect(first).toMatchObject({ status: 200, code: 0 });
    // The retry of a call whose answer was lost: same key, the cart is empty by now — still the same order.
    const retry = await create('/api/marketplace/order/create', body, 'deneme-anahtari-0001');
    expect(retry).toEqual(first);
    expect(db.orders.filter((o) => o.buyerId === 1).length).toBe(ordersBefore + 1);
    // A new attempt (new key) is a new purchase: nothing selected is left in the cart.
    expect((await create('/api/marketplace/order/create', body, 'deneme-anahtari-0002')).code).toBe('2000-0014');
  });

  it('answers the first section order again for a repeated key', async () => {
    const listing = db.listings.find((l) => l.vertical === 'second-hand' && l.state === 'ACTIVE' && l.sellerId !== 1);
    if (!listing) throw new Error('no listing');
    const added = await fetch(`http://localhost/api/second-hand/cart/${listing.id}`, { method: 'POST', headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
    expect(added.status).toBe(200);
    const addressId = demoAddress();
    const body = { addressId, invoiceAddressId: addressId, cardId: 1, installment: 1 };
    const before = db.listingOrders.length;
    const first = await create('/api/v2/second-hand/order/create', body, 'ikinci-el-anahtar-01');
    expect(first).toMatchObject({ status: 200, code: 0 });
    expect(await create('/api/v2/second-hand/order/create', body, 'ikinci-el-anahtar-01')).toEqual(first);
    expect(db.listingOrders.length).toBe(before + 1);
  });

  it('refuses a malformed key with the validation code and creates nothing', async () => {
    const before = db.orders.length;
    const answer = await create('/api/marketplace/order/create', { addressId: demoAddress(), invoiceAddressId: demoAddress(), cardId: 1, installment: 1 }, 'kisa');
    expect(answer).toMatchObject({ status: 400, code: '1000-1016' });
    expect(db.orders.length).toBe(before);
  });
});

/**
 * Rules of the second-hand, craft and swap sections a seller or buyer would notice, run once per
 * section (one implementation, three mounts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';
import { DELIVERY_MS } from '../db/timings.ts';
import { VERTICALS } from './config.ts';
import { OrderStatus } from '@carsi/sdk/main';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function upload(path: string, file: File | undefined): Promise<{ status: number; code: string | number }> {
  const form = new FormData();
  if (file) form.set('file', file);
  const response = await fetch(`http://localhost${path}`, { method: 'POST', headers: { Authorization: `Bearer ${DEMO_TOKEN}` }, body: form });
  const body = (await response.json()) as { code: string | number };
  return { status: response.status, code: body.code };
}

describe.each(VERTICALS.map((v) => [v.slug, v] as const))('%s', (slug, v) => {
  const api$ = `/api/${slug}`;
  const sale = () => {
    const order = db.listingOrders.find((o) => o.platform === v.platform && o.sellerId === 1 && o.status === OrderStatus.RECEIVED);
    if (!order) throw new Error('seed has no sale to ship');
    return order;
  };

  it('accepts one PDF invoice per sale and refuses other files', async () => {
    const { id } = sale();
    expect((await upload(`${api$}/sell-order/${id}/invoice`, undefined)).code).toBe('2000-0011');
    expect((await upload(`${api$}/sell-order/${id}/invoice`, new File(['merhaba'], 'fatura.png', { type: 'image/png' }))).code).toBe('2000-0035');
    const pdf = new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' });
    expect((await upload(`${api$}/sell-order/${id}/invoice`, pdf)).code).toBe(0);
    expect((await upload(`${api$}/sell-order/${id}/invoice`, pdf)).code).toBe('2000-0071');
    const buyer = openSession(sale().buyerId);
    expect(data<{ orderId: number; platform: string }>(await api(`${api$}/buy-order/${id}/invoice`, { token: buyer }))).toMatchObject({ orderId: id, platform: v.platform });
    expect((await api(`${api$}/sell-order/${id}/invoice`, { method: 'DELETE', token: DEMO_TOKEN })).status).toBe(200);
    expect((await api(`${api$}/buy-order/${id}/invoice`, { token: buyer })).body.code).toBe('2000-0210');
  });

  it('ships, delivers after the delay, and takes a return through both approvals', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = sale();
    const buyer = openSession(order.buyerId);
    const item = order.items[0];
    const shipped = await api(`${api$}/sell-order/${order.id}/shipping`, { token: DEMO_TOKEN, body: { cargoCompany: 'Aras Kargo', trackingNumber: 'AR123456789' } });
    expect(data<{ status: number }>(shipped).status).toBe(2);
    const early = await api(`${api$}/buy-order/${order.id}/return`, { token: buyer, body: { items: [{ orderItemId: item?.id, quantity: 1 }], reason: 'Beğenmedim.' } });
    expect(early.body.code).toBe('1000-1004');
    vi.setSystemTime(Date.now() + DELIVERY_MS + 1);
    expect(data<{ status: number }>(await api(`${api$}/buy-order/${order.id}`, { token: buyer })).status).toBe(3);
    const ret = data<{ returnId: number; status: string }>(await api(`${api$}/buy-order/${order.id}/return`, { token: buyer, body: { items: [{ orderItemId: item?.id, quantity: 1 }], reason: 'Beğenmedim.' } }));
    expect(ret.status).toBe('CREATED');
    expect((await api(`${api$}/sell-order/${order.id}/return-approve-shipped`, { token: DEMO_TOKEN, body: { returnId: ret.returnId } })).body.code).toBe('1000-1004');
    expect(data<{ status: string }>(await api(`${api$}/sell-order/${order.id}/return-approve`, { token: DEMO_TOKEN, body: { returnId: ret.returnId } })).status).toBe('APPROVED');
    expect((await api(`${api$}/buy-order/${order.id}/return-cancel`, { token: buyer, body: { returnId: ret.returnId } })).body.code).toBe('1000-1007');
    expect(data<{ status: string }>(await api(`${api$}/sell-order/${order.id}/return-approve-shipped`, { token: DEMO_TOKEN, body: { returnId: ret.returnId } })).status).toBe('COMPLETED');
    const detail = data<{ items: { returnedQuantity: number }[] }>(await api(`${api$}/buy-order/${order.id}`, { token: buyer }));
    expect(detail.items[0]?.returnedQuantity).toBe(1);
  });

  it('lets the seller counter an offer and only the other side accept', async () => {
    const listing = db.listings.find((l) => l.vertical === slug && l.sellerId !== 1 && l.state === 'ACTIVE' && l.isOpenNegotiation === 'YES');
    if (!listing) throw new Error('no open listing');
    const seller = openSession(listing.sellerId);
    expect((await api(`${api$}/negotiation`, { token: DEMO_TOKEN, body: { productId: listing.id, price: listing.price + 1 } })).body.code).toBe('1000-1016');
    const offer = data<{ id: number }>(await api(`${api$}/negotiation`, { token: DEMO_TOKEN, body: { productId: listing.id, price: Math.round(listing.price * 0.7) } }));
    expect((await api(`${api$}/negotiation`, { token: DEMO_TOKEN, body: { productId: listing.id, price: Math.round(listing.price * 0.75) } })).body.code).toBe('1000-1007');
    const counter = Math.round(listing.price * 0.9);
    expect(data<{ status: string; counterPrice: number }>(await api(`${api$}/negotiation/${offer.id}`, { method: 'PUT', token: seller, body: { price: counter } }))).toMatchObject({ status: 'COUNTER_OFFERED', counterPrice: counter });
    expect((await api(`${api$}/negotiation/${offer.id}/accept`, { method: 'POST', token: seller })).body.code).toBe('1000-1008');
    expect(data<{ status: string; price: number }>(await api(`${api$}/negotiation/${offer.id}/accept`, { method: 'POST', token: DEMO_TOKEN }))).toMatchObject({ status: 'ACCEPTED', price: counter });
    expect((await api(`${api$}/negotiation/${offer.id}/reject`, { method: 'POST', token: seller })).body.code).toBe('1000-1007');
  });

  it('suspends an account without open business and hides its listings', async () => {
    expect((await api(`${api$}/suspend`, { token: DEMO_TOKEN, body: {} })).body.code).toBe('1000-1007');
    const seller = db.listings.find((l) => l.vertical === slug && l.state === 'ACTIVE' && l.sellerId > 2 && !db.listingOrders.some((o) => o.platform === v.platform && (o.sellerId === l.sellerId || o.buyerId === l.sellerId)) && !db.negotiations.some((n) => n.vertical === slug && (n.sellerId === l.sellerId || n.buyerId === l.sellerId)));
    if (!seller) throw new Error('no idle seller');
    const token = openSession(seller.sellerId);
    expect(data<{ suspend: boolean }>(await api(`${api$}/suspend`, { token, body: {} })).suspend).toBe(true);
    expect((await api(`${api$}/product/${seller.id}`)).body.code).toBe('2000-0202');
    const page = data<{ items: { seller: { id: number } }[] }>(await api(`${api$}/search/product?creator=${seller.sellerId}`));
    expect(page.items).toEqual([]);
  });
});

describe('swap promotions', () => {
  it('mark a listing as promoted while its doping runs, and first under the recommended sort', async () => {
    type Listing = { id: number; promoted?: boolean };
    const running = db.dopings.find((d) => !d.stopped);
    if (!running) throw new Error('seed has no running doping');
    const detail = data<Listing>(await api(`/api/swap/product/${running.listingId}`));
    expect(detail.promoted).toBe(true);
    const first = data<{ items: Listing[] }>(await api('/api/swap/search/product?sort=RECOMMENDED&pageSize=5')).items[0];
    expect(first?.promoted).toBe(true);

    expect((await api(`/api/swap/doping/${running.id}`, { method: 'DELETE', token: DEMO_TOKEN })).status).toBe(200);
    expect(data<Listing>(await api(`/api/swap/product/${running.listingId}`)).promoted).toBe(false);
    // Only swap listings carry the flag.
    const pazar = db.listings.find((l) => l.vertical === 'second-hand' && l.state === 'ACTIVE');
    expect(data<Listing>(await api(`/api/second-hand/product/${pazar?.id}`))).not.toHaveProperty('promoted');
  });
});

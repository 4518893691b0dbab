/** Store ownership: the user information names the store a member runs, and only that member sees its orders. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface UserWire { id: number; store?: { id: number; slug: string; name: string } }
interface OrderPageWire { items: { id: number }[]; totalCount: number }

describe('store ownership', () => {
  it('names store 1 for the corporate demo and no store for the demo member', async () => {
    const corporate = data<UserWire>(await api('/api/user/information', { token: openSession(2) }));
    expect(corporate.store?.id).toBe(1);
    expect(corporate.store?.slug).toMatch(/^[a-z0-9-]+$/);
    const member = data<UserWire>(await api('/api/user/information', { token: DEMO_TOKEN }));
    expect(member.store).toBeUndefined();
  });

  it('lists the store orders for the owner only', async () => {
    const page = data<OrderPageWire>(await api('/api/marketplace/order/store-list?pageSize=50', { token: openSession(2) }));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(50, page.totalCount));
    const refused = await api('/api/marketplace/order/store-list', { token: DEMO_TOKEN });
    expect(refused.body.code).toBe('1000-1008');
    expect((await api('/api/marketplace/order/store-list?tab=9', { token: openSession(2) })).body.code).toBe('1000-1016');
  });

  it('serves the PDF behind an invoice link', async () => {
    const invoices = data<{ items: { fileUrl: string; invoiceNumber: string }[] }>(await api('/api/marketplace/invoice/buyer?platform=MARKETPLACE', { token: DEMO_TOKEN }));
    const first = invoices.items[0];
    expect(first).toBeDefined();
    const response = await fetch(`http://localhost${first?.fileUrl ?? ''}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(first?.invoiceNumber ?? '?');
    expect((await fetch('http://localhost/files/invoices/999999.pdf')).status).toBe(404);
  });
});

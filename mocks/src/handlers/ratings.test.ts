/** Ratings of delivered marketplace orders: what the rating screens of the account show. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Ratable { orderId: number; product?: { id: number } }
interface Page<T> { items: T[]; totalCount: number }

describe('product ratings', () => {
  it('moves an item from "to rate" to moderation, back to moderation on update, and back to "to rate" on delete', async () => {
    const before = data<Page<Ratable>>(await api('/api/marketplace/rating/product/new', { token: DEMO_TOKEN }));
    const item = before.items[0];
    if (!item?.product) throw new Error('nothing to rate');
    const body = { orderId: item.orderId, productId: item.product.id, score: 6 };
    expect((await api('/api/marketplace/rating/product', { token: DEMO_TOKEN, body })).body.code).toBe('1000-1016');
    const rating = data<{ id: number; approvalState: string }>(await api('/api/marketplace/rating/product', { token: DEMO_TOKEN, body: { ...body, score: 4 } }));
    expect(rating.approvalState).toBe('WAITING_FOR_APPROVAL');
    expect((await api('/api/marketplace/rating/product', { token: DEMO_TOKEN, body: { ...body, score: 4 } })).body.code).toBe('1000-1105');
    expect(data<Page<Ratable>>(await api('/api/marketplace/rating/product/new', { token: DEMO_TOKEN })).totalCount).toBe(before.totalCount - 1);
    const updated = data<{ score: number; approvalState: string }>(await api(`/api/marketplace/rating/product/update/${rating.id}`, { method: 'PUT', token: DEMO_TOKEN, body: { score: 2, comment: 'Kısa sürede bozuldu.' } }));
    expect(updated).toMatchObject({ score: 2, approvalState: 'WAITING_FOR_APPROVAL' });
    await api(`/api/marketplace/rating/product/delete/${rating.id}`, { method: 'DELETE', token: DEMO_TOKEN });
    expect((await api(`/api/marketplace/rating/product/detail/${rating.id}`, { token: DEMO_TOKEN })).body.code).toBe('2000-0212');
    expect(data<Page<Ratable>>(await api('/api/marketplace/rating/product/new', { token: DEMO_TOKEN })).totalCount).toBe(before.totalCount);
  });

  it('shows only approved reviews publicly, filtered by score', async () => {
    const approved = data<Page<{ approvalState: string; score: number; product?: { id: number } }>>(await api('/api/marketplace/rating/product/approved', { token: DEMO_TOKEN }));
    const productId = approved.items[0]?.product?.id;
    if (productId === undefined) throw new Error('demo has no approved rating');
    const reviews = data<Page<{ approvalState: string; score: number }>>(await api(`/api/marketplace/product/${productId}/rating`));
    expect(reviews.items.length).toBeGreaterThan(0);
    expect(reviews.items.every((r) => r.approvalState === 'APPROVED')).toBe(true);
    const score = reviews.items[0]?.score ?? 5;
    const filtered = data<Page<{ score: number }>>(await api(`/api/marketplace/product/${productId}/rating?score=${score}`));
    expect(filtered.items.every((r) => r.score === score)).toBe(true);
    expect((await api('/api/marketplace/product/999999/rating')).body.code).toBe('2000-0202');
  });
});

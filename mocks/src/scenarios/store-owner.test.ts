import { OrderListTab, OrderStatus } from '@carsi/sdk/main-models';
import { describe, expect, it } from 'vitest';
import { data } from '../testing/api.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';

const { call, member } = useScenarioWorld('store-owner');

interface OrderPage {
  items: { id: number; status: number; items: { seller?: { id: number } }[] }[];
}

describe('scenario store-owner', () => {
  it("gives the corporate member's store four orders to ship, three unanswered questions and a pending return", async () => {
    const token = member.token;
    expect(member.email).toBe('kurumsal@carsi.test');
    const ongoing = data<OrderPage>(await call(`/api/marketplace/order/store-list?tab=${OrderListTab.ONGOINGORDERS}`, { token })).items;
    const toShip = ongoing.filter((o) => o.status === OrderStatus.RECEIVED || o.status === OrderStatus.PREPARING);
    expect(toShip).toHaveLength(4);
    expect(toShip.every((o) => o.items.some((i) => i.seller?.id === 1))).toBe(true);

    const questions = data<{ items: { question: string; answer?: string }[] }>(await call('/api/marketplace/question/received?answered=false', { token })).items;
    expect(questions).toHaveLength(3);
    expect(questions.map((q) => q.question)).toContain('Nevresim takımı %100 pamuk mu, ilk yıkamada çeker mi?');

    const returns = data<OrderPage>(await call(`/api/marketplace/order/store-list?tab=${OrderListTab.RETURNS}`, { token })).items;
    const returned = returns.find((o) => o.status === OrderStatus.DELIVERED && o.items.some((i) => i.seller?.id === 1));
    expect(returned).toBeDefined();

    // Its buyer sees the return waiting for the store.
    const buyerToken = 'carsi-store-owner-buyer-token-01';
    const own = data<{ items: { orderId: number; status: string; reason: string }[] }>(await call('/api/marketplace/order/return-list', { token: buyerToken, method: 'POST' })).items;
    expect(own).toEqual([expect.objectContaining({ orderId: returned?.id, status: 'CREATED', reason: 'Havluların rengi fotoğraftakinden daha koyu çıktı.' })]);
  });

  it('lets the store ship one of them and answer a question', async () => {
    const token = member.token;
    const [order] = data<OrderPage>(await call(`/api/marketplace/order/store-list?tab=${OrderListTab.ONGOINGORDERS}`, { token })).items.filter((o) => o.status === OrderStatus.RECEIVED);
    const shipped = await call('/api/marketplace/order/shipping-update', { token, body: { orderId: order?.id, cargoCompany: 'Aras Kargo', trackingNumber: '1234567890' } });
    expect(shipped.body).toMatchObject({ code: 0, data: { status: OrderStatus.SHIPPED } });
    const [question] = data<{ items: { id: number }[] }>(await call('/api/marketplace/question/received?answered=false', { token })).items;
    expect((await call(`/api/marketplace/question/${question?.id}/answer`, { token, body: { answer: 'Evet, %100 pamuk; ilk yıkamada çekmez.' } })).status).toBe(200);
    expect(data<{ items: unknown[] }>(await call('/api/marketplace/question/received?answered=false', { token })).items).toHaveLength(2);
  });
});

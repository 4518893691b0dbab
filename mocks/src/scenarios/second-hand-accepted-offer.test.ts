import { describe, expect, it } from 'vitest';
import { data } from '../testing/api.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';

const { call, member } = useScenarioWorld('second-hand-accepted-offer');

interface Negotiation {
  id: number;
  productId: number;
  price: number;
  listPrice: number;
  status: string;
}

const BUYER = 'carsi-second-hand-buyer-token-01';

describe('scenario second-hand-accepted-offer', () => {
  it("shows the seller an accepted offer whose buyer has not paid, and lets the buyer pay at the agreed price", async () => {
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    const [offer, ...others] = data<{ items: Negotiation[] }>(await call('/api/second-hand/negotiation?role=SELLER', { token: member.token })).items;
    expect(others).toEqual([]);
    expect(offer).toMatchObject({ status: 'ACCEPTED', price: 19_750, listPrice: 21_500 });
    const listing = data<{ title: string; state: string }>(await call(`/api/second-hand/product/${offer?.productId}`));
    expect(listing).toMatchObject({ title: 'MacBook Air M1 13" 256 GB, kutulu', state: 'ACTIVE' });
    expect(data<{ items: unknown[] }>(await call('/api/second-hand/sell-order', { token: member.token })).items).toEqual([]);

    // The buyer sees it too, and pays with the saved address and card.
    const [mine] = data<{ items: Negotiation[] }>(await call('/api/second-hand/negotiation?role=BUYER', { token: BUYER })).items;
    expect(mine?.id).toBe(offer?.id);
    const [address] = data<{ id: number }[]>(await call('/api/user/addresses', { token: BUYER }));
    const [card] = data<{ id: number }[]>(await call('/api/marketplace/card', { token: BUYER }));
    const order = await call('/api/v2/second-hand/order/create', {
      token: BUYER,
      body: { addressId: address?.id, invoiceAddressId: address?.id, cardId: card?.id, installment: 1, negotiationId: offer?.id },
    });
    expect(order.status).toBe(200);
    const sales = data<{ items: { totalPrice?: number; items?: { unitPrice: number }[] }[] }>(await call('/api/second-hand/sell-order', { token: member.token })).items;
    expect(sales).toHaveLength(1);
    expect(data<{ state: string }>(await call(`/api/second-hand/product/${offer?.productId}`)).state).toBe('SOLD');
  });
});

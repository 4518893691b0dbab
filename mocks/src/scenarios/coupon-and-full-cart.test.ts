import { describe, expect, it } from 'vitest';
import { data } from '../testing/api.ts';
import { useScenarioWorld } from '../testing/scenario-world.ts';

const { call, member } = useScenarioWorld('coupon-and-full-cart');

interface Cart {
  items: { id: number; quantity: number; product: { seller?: { id: number } } }[];
  subtotal: number;
  discountTotal: number;
  couponDiscount: number;
  total: number;
  coupon?: { code: string };
}

describe('scenario coupon-and-full-cart', () => {
  it('fills the member’s cart with eight lines from six stores and applies the coupon, and the order is paid with it', async () => {
    const token = member.token;
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    const cart = data<Cart>(await call('/api/marketplace/cart', { token }));
    expect(cart.items).toHaveLength(8);
    expect(new Set(cart.items.map((i) => i.product.seller?.id)).size).toBe(6);
    expect(cart.coupon?.code).toBe('SADAKAT15');
    const afterDiscounts = cart.subtotal - cart.discountTotal;
    expect(cart.couponDiscount).toBeCloseTo(Math.min(750, afterDiscounts * 0.15), 2);

    const coupons = data<{ code: string; applicable?: boolean }[]>(await call('/api/marketplace/cart-coupon', { token }));
    expect(coupons.find((c) => c.code === 'SADAKAT15')?.applicable).toBe(true);

    const [address] = data<{ id: number }[]>(await call('/api/user/addresses', { token }));
    const [card] = data<{ id: number }[]>(await call('/api/marketplace/card', { token }));
    const order = await call('/api/marketplace/order/create', { token, body: { addressId: address?.id, invoiceAddressId: address?.id, cardId: card?.id, installment: 1 } });
    expect(order.status).toBe(200);
    const detail = data<{ id: number }>(order);
    const placed = data<{ couponDiscount?: number; totalPrice?: number; payment?: { paidAmount: number } }>(await call(`/api/marketplace/order/list/${detail.id}`, { token }));
    expect(placed.payment?.paidAmount).toBeCloseTo(cart.total, 2);
    expect(data<Cart>(await call('/api/marketplace/cart', { token })).items).toEqual([]);
  });
});

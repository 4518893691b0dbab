/**
 * register → login → cart → coupon → order → cancel, and a return: a new member buys two pieces with a
 * coupon and a new card, sees the order and cancels it; the example member returns a piece of a
 * delivered order (a new order is delivered only in the server's own time) and withdraws the return.
 */
import { describe, exampleBody, examplePath, newMember, Walk } from './walk.ts';

interface Cart { items: { id: number; quantity: number }[]; coupon?: { code: string } | null; couponDiscount: number }
interface Order { id: number; status: number; items: { id: number; quantity: number; returnedQuantity?: number; cancelledQuantity?: number }[] }

const CARD = { cardAlias: 'Doğrulama', holderName: 'Deniz Kara', cardNumber: '5528790000000008', expireMonth: 12, expireYear: 2030, cvc: '123' };

export async function purchaseFlow(walk: Walk): Promise<void> {
  const { token } = await newMember(walk, 'buyer');
  const cartPath = examplePath('addToCart');
  const productId = Number(cartPath.split('/').pop());
  const cart = await walk.step('add two pieces to the cart', () => walk.ok<Cart>('POST', cartPath, { token, body: { quantity: 2 } }));
  if (!cart.items.some((item) => item.id === productId && item.quantity === 2)) throw new Error(`the cart does not hold 2 of product ${productId}: ${JSON.stringify(cart.items)}`);
  const { code } = exampleBody<{ code: string }>('applyCartCoupon');
  const withCoupon = await walk.step('apply a coupon', () => walk.ok<Cart>('POST', '/api/marketplace/cart-coupon', { token, body: { code } }));
  if (withCoupon.coupon?.code !== code.toUpperCase() || !(withCoupon.couponDiscount > 0)) throw new Error(`coupon ${code} not applied: ${JSON.stringify({ coupon: withCoupon.coupon, couponDiscount: withCoupon.couponDiscount })}`);
  const address = await walk.step('add an address', () => walk.ok<{ id: number }>('POST', '/api/user/address', { token, body: exampleBody('createAddress') }));
  const order = await walk.step('place the order', () =>
    walk.ok<Order>('POST', '/api/marketplace/order/create', { token, body: { addressId: address.id, invoiceAddressId: address.id, installment: 1, card: CARD } }));
  if (order.status !== 0) throw new Error(`a new order is in status ${order.status}, not RECEIVED (0)`);
  const emptied = await walk.step('the cart is empty after the order', () => walk.ok<Cart>('GET', '/api/marketplace/cart', { token }));
  if (emptied.items.length > 0) throw new Error(`the cart still holds ${emptied.items.length} line(s)`);
  await walk.step('cancel the order', () =>
    walk.ok('POST', '/api/marketplace/order/cancel', { token, body: { orderId: order.id, items: order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })), reason: 'Vazgeçtim.' } }));
  const cancelled = await walk.step('the order shows as cancelled', () => walk.ok<Order>('GET', `/api/marketplace/order/list/${order.id}`, { token }));
  if (cancelled.status !== 4) throw new Error(`the cancelled order is in status ${cancelled.status}, not CANCEL (4)`);

  const member = await walk.ctx.members.token();
  const returned = await walk.step("return a piece of the example member's delivered order", async () => {
    const page = await walk.ok<{ items: Order[] }>('GET', '/api/marketplace/order/list?tab=0&currentPage=1&pageSize=50', { token: member });
    const example = exampleBody<{ orderId: number }>('createReturn').orderId;
    // The order the return example names is left to the examples; an item already being returned is skipped.
    const delivered = page.items.filter((o) => o.status === 3).sort((a, b) => Number(a.id === example) - Number(b.id === example));
    for (const order of delivered) {
      for (const item of order.items.filter((i) => i.quantity - (i.returnedQuantity ?? 0) - (i.cancelledQuantity ?? 0) > 0)) {
        const answer = await walk.ctx.client.call('POST', '/api/marketplace/order/return', { token: member, body: { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Doğrulama iadesi.' } });
        if (answer.body?.code === '2000-0104') continue;
        if (answer.status !== 200 || answer.body?.code !== 0) throw new Error(`POST /api/marketplace/order/return: ${describe(answer)}`);
        return answer.body.data as { returnId: number };
      }
    }
    throw new Error('the example member has no delivered order with a piece left to return');
  });
  const withdrawn = await walk.step('withdraw the return', () => walk.ok<{ status: string }>('POST', '/api/marketplace/order/cancel-return', { token: member, body: { returnId: returned.returnId } }));
  if (withdrawn.status !== 'CANCELLED') throw new Error(`the withdrawn return is ${withdrawn.status}, not CANCELLED`);
}

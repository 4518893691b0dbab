/** Checkout (POST /order/create): the selected cart lines become an order, paid by a saved or a new card, once per Idempotency-Key. */
import { http } from 'msw';
import { OrderStatus } from '@carsi/sdk/main';
import { CAPS } from '@mocks/db/caps.ts';
import { ACCEPTED_INSTALLMENTS } from '@mocks/db/card-bins.ts';
import { db, nextId } from '@mocks/db/database.ts';
import { unitPrice } from '@mocks/db/seed/catalog.ts';
import { maskCardNumber, orderNumberOf } from '@mocks/db/seed/orders.ts';
import type { OrderItemRecord, OrderRecord } from '@mocks/db/commerce-types.ts';
import { int, obj, readJson, str } from '@mocks/http/body.ts';
import { fail, failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { orderAttempt } from '@mocks/http/idempotency.ts';
import { cartLines, cartTotals } from '@mocks/views/cart.ts';
import { findProduct } from '@mocks/views/catalog.ts';
import { orderView } from '@mocks/commerce/order-views.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { withUser } from '../with-user.ts';
import { ownOrder } from './own-order.ts';

export const checkoutHandler = http.post('*/api/marketplace/order/create', withUser(async (user, { request }) => {
  const attempt = orderAttempt(request, user.id, 'marketplace');
  if (attempt instanceof Response) return attempt;
  const replayed = attempt.replayOf === undefined ? undefined : ownOrder(user, attempt.replayOf);
  if (replayed) return ok(orderView(marketSide, replayed));
  const body = await readJson(request);
  const addressId = int(body.addressId);
  const invoiceAddressId = int(body.invoiceAddressId);
  const installment = int(body.installment);
  if (addressId === undefined || invoiceAddressId === undefined || installment === undefined) return invalid('addressId', 'invoiceAddressId', 'installment');
  if (!ACCEPTED_INSTALLMENTS.includes(installment)) return fail(400, '2000-0056');
  const lines = cartLines(user.id).filter((l) => l.selected);
  if (lines.length === 0) return fail(400, '2000-0014');
  const own = (id: number): boolean => db.addresses.some((a) => a.id === id && a.userId === user.id);
  if (!own(addressId) || !own(invoiceAddressId)) return failWith('2000-0205');
  const cardId = int(body.cardId);
  const newCard = obj(body.card);
  const card = cardId === undefined ? undefined : db.cards.find((c) => c.id === cardId && c.userId === user.id);
  if (cardId !== undefined && !card) return failWith('2000-0215');
  if (!card && !newCard) return fail(400, '2000-0058');
  const newNumber = str(newCard?.cardNumber);
  if (newCard && !card && (!newNumber || !/^\d{15,19}$/.test(newNumber))) return invalid('card');
  for (const line of lines) {
    const product = findProduct(line.productId);
    if (!product) return failWith('2000-0202');
    if (line.quantity > product.stock) return fail(400, '2000-0013');
  }
  const totals = cartTotals(user.id);
  const now = new Date().toISOString();
  const id = nextId('order');
  const items: OrderItemRecord[] = lines.flatMap((line) => {
    const product = findProduct(line.productId);
    if (!product) return [];
    product.stock -= line.quantity;
    return [{ id: nextId('orderItem'), productId: product.id, title: product.title, sellerId: product.sellerId, quantity: line.quantity, listPrice: product.price, unitPrice: unitPrice(product), status: OrderStatus.RECEIVED, cancelledQuantity: 0, returnedQuantity: 0 }];
  });
  const masked = card?.maskedNumber ?? maskCardNumber(newNumber ?? '');
  const order: OrderRecord = {
    id,
    platform: 'MARKETPLACE',
    orderNumber: orderNumberOf(id),
    buyerId: user.id,
    status: OrderStatus.RECEIVED,
    items,
    addressId,
    invoiceAddressId,
    ...(totals.coupon ? { couponCode: totals.coupon.code } : {}),
    couponDiscount: totals.couponDiscount,
    shippingTotal: totals.shippingTotal,
    payment: { maskedCardNumber: masked, installment, paidAmount: totals.total, paidAt: now },
    createdAt: now,
    updatedAt: now,
    progressFrom: now,
  };
  db.orders.push(order);
  attempt.remember(order.id);
  const mine = db.orders.filter((o) => o.buyerId === user.id);
  if (mine.length > CAPS.ordersPerUser && mine[0]) db.orders.splice(db.orders.indexOf(mine[0]), 1);
  db.carts.set(user.id, cartLines(user.id).filter((l) => !l.selected));
  db.cartCoupons.delete(user.id);
  return ok(orderView(marketSide, order));
}));

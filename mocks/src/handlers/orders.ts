/** Marketplace orders (contract: main/paths/orders.yaml): checkout, lists by tab, detail, the store's shipping, invoice and installments. Cancellations and returns: order-after-sale.ts. */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { advanceOrder } from '../db/order-progress.ts';
import { unitPrice } from '../db/seed/catalog.ts';
import { maskCardNumber, orderNumberOf } from '../db/seed/orders.ts';
import { ACCEPTED_INSTALLMENTS, binOf, installmentOptions } from '../db/card-bins.ts';
import { db, nextId } from '../db/database.ts';
import type { OrderItemRecord, OrderRecord } from '../db/types.ts';
import { int, obj, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok } from '../http/envelope.ts';
import { orderAttempt } from '../http/idempotency.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { SHIPPING_CHANGE_WAIT_MS } from '../db/timings.ts';
import { sellsIn, storeOf } from '../db/seller-stores.ts';
import { marketInvoiceView } from '../views/invoices.ts';
import { findProduct } from '../views/catalog.ts';
import { cartLines, cartTotals } from '../views/cart.ts';
import { inTab, orderDetail, orderView } from '../views/orders.ts';
import { ownOrder } from './order-access.ts';
import { OrderStatus } from '@carsi/sdk/main';
import { withUser } from './with-user.ts';

export const orderHandlers = [
  // Before any order call answers, placed orders catch up with the time that passed (then fall through).
  http.all('*/api/marketplace/order/*', () => {
    for (const order of db.orders) advanceOrder(order);
    return undefined;
  }),

  http.post('*/api/marketplace/order/create', withUser(async (user, { request }) => {
    const attempt = orderAttempt(request, user.id, 'marketplace');
    if (attempt instanceof Response) return attempt;
    const replayed = attempt.replayOf === undefined ? undefined : ownOrder(user, attempt.replayOf);
    if (replayed) return ok(orderView(replayed));
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
      orderNumber: orderNumberOf(id),
      userId: user.id,
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
    const mine = db.orders.filter((o) => o.userId === user.id);
    if (mine.length > CAPS.ordersPerUser && mine[0]) db.orders.splice(db.orders.indexOf(mine[0]), 1);
    db.carts.set(user.id, cartLines(user.id).filter((l) => !l.selected));
    db.cartCoupons.delete(user.id);
    return ok(orderView(order));
  })),

  http.get('*/api/marketplace/order/list', withUser((user, { request }) => {
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (!paging) return invalid('currentPage', 'pageSize');
    const tab = int(url.searchParams.get('tab') ?? '0');
    if (tab === undefined || tab < 0 || tab > 3) return invalid('tab');
    const orders = db.orders.filter((o) => o.userId === user.id && inTab(o, tab)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(orders, paging);
    return ok({ ...page, items: page.items.map(orderView) });
  })),

  // The orders of the store the user runs (seller side).
  http.get('*/api/marketplace/order/store-list', withUser((user, { request }) => {
    const store = storeOf(user.id);
    if (!store) return failWith('1000-1008');
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (!paging) return invalid('currentPage', 'pageSize');
    const tab = int(url.searchParams.get('tab') ?? '0');
    if (tab === undefined || tab < 0 || tab > 3) return invalid('tab');
    const orders = db.orders.filter((o) => sellsIn(store, o) && inTab(o, tab)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(orders, paging);
    return ok({ ...page, items: page.items.map(orderView) });
  })),

  http.get('*/api/marketplace/order/list/:id', withUser((user, { params }) => {
    const order = ownOrder(user, params.id);
    return order ? ok(orderDetail(order)) : failWith('2000-0201');
  })),

  http.post('*/api/marketplace/order/shipping-update', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const cargoCompany = str(body.cargoCompany)?.trim() ?? '';
    const trackingNumber = str(body.trackingNumber)?.trim() ?? '';
    const orderId = int(body.orderId);
    const bad = [
      ...(orderId === undefined || orderId < 1 ? ['orderId'] : []),
      ...(cargoCompany.length < 2 || cargoCompany.length > 60 ? ['cargoCompany'] : []),
      ...(!/^[A-Za-z0-9]{6,30}$/.test(trackingNumber) ? ['trackingNumber'] : []),
    ];
    if (bad.length > 0) return invalid(...bad);
    const order = db.orders.find((o) => o.id === orderId);
    if (!order) return failWith('2000-0201');
    const store = storeOf(user.id);
    if (!store || !sellsIn(store, order)) return failWith('1000-1008');
    // Delivered and cancelled orders have no shipment to record any more.
    if (order.status > OrderStatus.SHIPPED) return failWith('1000-1007');
    const now = Date.now();
    if (order.shippingUpdatedAt !== undefined && now - order.shippingUpdatedAt < SHIPPING_CHANGE_WAIT_MS) return failWith('2000-0063');
    order.status = OrderStatus.SHIPPED;
    for (const item of order.items) if (item.status !== OrderStatus.CANCEL) item.status = OrderStatus.SHIPPED;
    order.shipment = { cargoCompany, trackingNumber, shippedAt: order.shipment?.shippedAt ?? new Date(now).toISOString() };
    order.shippingUpdatedAt = now;
    order.updatedAt = new Date(now).toISOString();
    return ok(orderDetail(order));
  })),

  http.post('*/api/marketplace/order/get-invoice', withUser(async (user, { request }) => {
    const orderId = int((await readJson(request)).orderId);
    if (orderId === undefined || orderId < 1) return invalid('orderId');
    // The buyer reads the invoice of their order; the store that uploaded it may read it too.
    const store = storeOf(user.id);
    const order = db.orders.find((o) => o.id === orderId && (o.userId === user.id || (store !== undefined && sellsIn(store, o))));
    if (!order) return failWith('2000-0201');
    const invoice = marketInvoiceView(order);
    return invoice ? ok(invoice) : failWith('2000-0210');
  })),

  http.post('*/api/marketplace/order/card/info', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const binNumber = str(body.binNumber) ?? '';
    const amount = typeof body.amount === 'number' && Number.isFinite(body.amount) ? body.amount : undefined;
    const bad = [...(!/^\d{6,8}$/.test(binNumber) ? ['binNumber'] : []), ...(amount === undefined || amount < 0 ? ['amount'] : [])];
    if (bad.length > 0 || amount === undefined) return invalid(...bad);
    const bin = binOf(binNumber);
    // An unknown BIN, or nothing to pay, has no installment options.
    if (!bin || amount === 0) return fail(400, '2000-0056');
    return ok({ binNumber, bankName: bin.bankName, brand: bin.brand, cardType: bin.cardType, installments: installmentOptions(amount, bin.cardType) });
  })),
];

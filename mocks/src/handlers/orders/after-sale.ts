/** After a marketplace sale (contract: main/paths/orders.yaml): cancel lines, return lines, cancel a return, and their lists. */
import { http } from 'msw';
import { CancellationOrigin, OrderStatus } from '@carsi/sdk/main';
import { round } from '@mocks/db/money.ts';
import { db, nextId } from '@mocks/db/database.ts';
import type { OrderItemRecord, OrderRecord } from '@mocks/db/commerce-types.ts';
import { int, obj, readJson, str, type JsonObject } from '@mocks/http/body.ts';
import { fail, failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import { findProduct } from '@mocks/views/catalog.ts';
import { cancelView, returnView } from '@mocks/commerce/order-views.ts';
import { countReturnedPieces, hasOpenReturn, recordReturn } from '@mocks/commerce/returns.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { ownOrder } from './own-order.ts';
import { withUser } from '../with-user.ts';

type Picked = { picks: { item: OrderItemRecord; quantity: number }[] } | { error: Response };

/** `items: [{ orderItemId, quantity }]`; more pieces than are left (or an unfit line) is 2000-0067. */
function pickItems(order: OrderRecord, body: JsonObject, fits: (item: OrderItemRecord) => boolean): Picked {
  if (!Array.isArray(body.items) || body.items.length === 0) return { error: invalid('items') };
  const picks: { item: OrderItemRecord; quantity: number }[] = [];
  for (const raw of body.items) {
    const row = obj(raw);
    const item = order.items.find((i) => i.id === int(row?.orderItemId));
    const quantity = int(row?.quantity);
    if (!item || quantity === undefined || quantity < 1) return { error: invalid('items') };
    if (!fits(item) || quantity > item.quantity - item.cancelledQuantity - item.returnedQuantity) return { error: fail(400, '2000-0067') };
    picks.push({ item, quantity });
  }
  return { picks };
}

function listPage<T>(request: Request, rows: T[]): Response {
  const paging = pagingOf(new URL(request.url));
  return paging ? ok(paginate(rows, paging)) : invalid('currentPage', 'pageSize');
}

/** Registered after progress.ts, which brings placed orders up to date first. */
export const orderAfterSaleHandlers = [
  http.post('*/api/marketplace/order/cancel', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const order = ownOrder(user, body.orderId);
    if (!order) return failWith('2000-0201');
    const picked = pickItems(order, body, (item) => item.status <= OrderStatus.PREPARING);
    if ('error' in picked) return picked.error;
    let refund = 0;
    for (const { item, quantity } of picked.picks) {
      item.cancelledQuantity += quantity;
      if (item.cancelledQuantity === item.quantity) item.status = OrderStatus.CANCEL;
      refund += item.unitPrice * quantity;
      const product = findProduct(item.productId);
      if (product) product.stock += quantity;
    }
    const now = new Date().toISOString();
    if (order.items.every((i) => i.cancelledQuantity === i.quantity)) order.status = OrderStatus.CANCEL;
    order.updatedAt = now;
    const reason = str(body.reason);
    const cancel = {
      id: nextId('cancel'), orderId: order.id, userId: user.id,
      items: picked.picks.map((p) => ({ orderItemId: p.item.id, quantity: p.quantity })),
      ...(reason ? { reason } : {}), origin: CancellationOrigin.BUYERCANCEL, refundAmount: round(refund), createdAt: now,
    };
    db.cancels.push(cancel);
    return ok(cancelView(marketSide, cancel));
  })),

  http.post('*/api/marketplace/order/cancel-list', withUser((user, { request }) => {
    const mine = new Set(db.orders.filter((o) => o.buyerId === user.id).map((o) => o.id));
    return listPage(request, db.cancels.filter((c) => mine.has(c.orderId)).map((c) => cancelView(marketSide, c)).reverse());
  })),

  http.post('*/api/marketplace/order/return', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const order = ownOrder(user, body.orderId);
    if (!order) return failWith('2000-0201');
    if (order.status !== OrderStatus.DELIVERED) return fail(400, '1000-1004');
    if (hasOpenReturn(marketSide, order)) return fail(400, '2000-0104');
    const reason = str(body.reason)?.trim();
    if (!reason) return invalid('reason');
    const picked = pickItems(order, body, () => true);
    if ('error' in picked) return picked.error;
    const record = recordReturn(marketSide, order, nextId('return'), picked.picks, reason);
    countReturnedPieces(marketSide, order, record, 'request');
    return ok(returnView(marketSide, record));
  })),

  http.post('*/api/marketplace/order/return-list', withUser((user, { request }) => listPage(request, db.returns.filter((r) => r.buyerId === user.id).map((r) => returnView(marketSide, r)).reverse()))),

  http.post('*/api/marketplace/order/cancel-return', withUser(async (user, { request }) => {
    const returnId = int((await readJson(request)).returnId);
    const found = db.returns.find((r) => r.id === returnId && r.buyerId === user.id);
    if (!found) return failWith('2000-0222');
    if (found.state !== 'CREATED' && found.state !== 'APPROVED') return fail(400, '1000-1007');
    found.state = 'CANCELLED';
    found.updatedAt = new Date().toISOString();
    const order = db.orders.find((o) => o.id === found.orderId);
    if (order) countReturnedPieces(marketSide, order, found, 'request', -1);
    return ok(returnView(marketSide, found));
  })),

];

/** A section's checkout (v2) and the buyer's side: purchases, seller invoice, returns. */
import { http } from 'msw';
import { ACCEPTED_INSTALLMENTS } from '@mocks/db/card-bins.ts';
import { CAPS } from '@mocks/db/caps.ts';
import { listingOrderNumber } from '@mocks/db/seed/verticals.ts';
import { db, nextId } from '@mocks/db/database.ts';
import { round } from '@mocks/db/money.ts';
import type { OrderRecord } from '@mocks/db/commerce-types.ts';
import type { ListingRecord } from '@mocks/db/vertical-types.ts';
import { int, readJson, str } from '@mocks/http/body.ts';
import { fail, failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { orderAttempt } from '@mocks/http/idempotency.ts';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { invoiceView } from '@mocks/commerce/invoice-view.ts';
import { orderPage } from '@mocks/commerce/order-page.ts';
import { orderDetail, orderView, returnView } from '@mocks/commerce/order-views.ts';
import { countReturnedPieces, hasOpenReturn, recordReturn, type ReturnPick } from '@mocks/commerce/returns.ts';
import { sectionSide } from '../views/section-side.ts';
import { findListing } from '../views/listings.ts';
import { base, nowIso, withSettledUser } from './context.ts';
import { OrderStatus } from '@carsi/sdk/main';

export function buyOrderHandlers(v: VerticalConfig) {
  const mine = (userId: number, id: number | undefined): OrderRecord | undefined =>
    db.listingOrders.find((o) => o.id === id && o.platform === v.platform && o.buyerId === userId);

  return [
    http.post(`*/api/v2/${v.slug}/order/create`, withSettledUser(async (user, { request }) => {
      const attempt = orderAttempt(request, user.id, v.slug);
      if (attempt instanceof Response) return attempt;
      const replayed = mine(user.id, attempt.replayOf);
      if (replayed) return ok(orderView(sectionSide, replayed));
      const body = await readJson(request);
      const addressId = int(body.addressId);
      const invoiceAddressId = int(body.invoiceAddressId);
      const cardId = int(body.cardId);
      const installment = int(body.installment);
      if (addressId === undefined || invoiceAddressId === undefined || cardId === undefined || installment === undefined) return invalid('addressId', 'invoiceAddressId', 'cardId', 'installment');
      if (!ACCEPTED_INSTALLMENTS.includes(installment)) return fail(400, '2000-0056');
      const own = (id: number): boolean => db.addresses.some((a) => a.id === id && a.userId === user.id);
      if (!own(addressId) || !own(invoiceAddressId)) return failWith('2000-0205');
      const card = db.cards.find((c) => c.id === cardId && c.userId === user.id);
      if (!card) return failWith('2000-0215');

      const state = userStateOf(v.slug, user.id);
      const negotiationId = body.negotiationId === undefined || body.negotiationId === null ? undefined : int(body.negotiationId);
      let lines: { listing: ListingRecord; price: number }[];
      const negotiation = negotiationId === undefined ? undefined : db.negotiations.find((n) => n.id === negotiationId && n.vertical === v.slug);
      if (negotiationId !== undefined) {
        if (!negotiation || negotiation.buyerId !== user.id || negotiation.status !== 'ACCEPTED' || negotiation.orderId !== undefined) return failWith('2000-0219');
        const listing = findListing(negotiation.listingId);
        if (!listing || listing.state !== 'ACTIVE') return failWith('2000-0013');
        lines = [{ listing, price: negotiation.price }];
      } else {
        if (state.cart.length === 0) return failWith('2000-0014');
        lines = state.cart.flatMap((l) => {
          const listing = findListing(l.listingId);
          return listing ? [{ listing, price: listing.price }] : [];
        });
        if (lines.length !== state.cart.length || lines.some((l) => l.listing.state !== 'ACTIVE')) return failWith('2000-0013');
      }

      const now = nowIso();
      const created: OrderRecord[] = [];
      for (const sellerId of [...new Set(lines.map((l) => l.listing.sellerId))]) {
        const own = lines.filter((l) => l.listing.sellerId === sellerId);
        const id = nextId('listingOrder');
        const paid = own.reduce((s, l) => s + l.price, 0);
        const order: OrderRecord = {
          id,
          platform: v.platform,
          orderNumber: listingOrderNumber(id),
          buyerId: user.id,
          sellerId,
          status: OrderStatus.RECEIVED,
          items: own.map((l) => ({ id: nextId('listingOrderItem'), productId: l.listing.id, sellerId, title: l.listing.title, quantity: 1, listPrice: l.price, unitPrice: l.price, status: OrderStatus.RECEIVED, cancelledQuantity: 0, returnedQuantity: 0 })),
          addressId,
          invoiceAddressId,
          couponDiscount: 0,
          shippingTotal: 0,
          ...(negotiation ? { negotiationId: negotiation.id } : {}),
          payment: { maskedCardNumber: card.maskedNumber, installment, paidAmount: round(paid), paidAt: now },
          createdAt: now,
          updatedAt: now,
        };
        for (const l of own) {
          l.listing.state = v.soldState;
          l.listing.updatedAt = now;
        }
        db.listingOrders.push(order);
        created.push(order);
      }
      if (db.listingOrders.length > CAPS.listingOrders) db.listingOrders.splice(0, db.listingOrders.length - CAPS.listingOrders);
      if (negotiation) negotiation.orderId = created[0]?.id;
      const bought = new Set(lines.map((l) => l.listing.id));
      state.cart = state.cart.filter((l) => !bought.has(l.listingId));
      const first = created[0];
      if (first) attempt.remember(first.id);
      return first ? ok(orderView(sectionSide, first)) : failWith('2000-0014');
    })),

    http.get(`${base(v)}/buy-order`, withSettledUser((user, { request }) => orderPage(request, sectionSide, (o) => o.platform === v.platform && o.buyerId === user.id))),

    http.get(`${base(v)}/buy-order/:id`, withSettledUser((user, { params }) => {
      const order = mine(user.id, int(params.id));
      return order ? ok(orderDetail(sectionSide, order)) : failWith('2000-0201');
    })),

    http.get(`${base(v)}/buy-order/:id/invoice`, withSettledUser((user, { params }) => {
      const order = mine(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      const invoice = invoiceView(sectionSide, order);
      return invoice ? ok(invoice) : failWith('2000-0210');
    })),

    http.post(`${base(v)}/buy-order/:id/return`, withSettledUser(async (user, { request, params }) => {
      const order = mine(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      if (hasOpenReturn(sectionSide, order)) return failWith('2000-0104');
      if (order.status !== OrderStatus.DELIVERED) return failWith('1000-1004');
      const body = await readJson(request);
      const reason = str(body.reason)?.trim() ?? '';
      if (reason.length < 3 || reason.length > 500) return invalid('reason');
      if (!Array.isArray(body.items) || body.items.length === 0) return invalid('items');
      const picks: ReturnPick[] = [];
      for (const raw of body.items as unknown[]) {
        const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const item = order.items.find((i) => i.id === int(entry.orderItemId));
        const quantity = int(entry.quantity);
        if (!item || quantity === undefined || quantity < 1 || quantity > item.quantity - item.returnedQuantity) return fail(400, '2000-0067');
        picks.push({ item, quantity });
      }
      const record = recordReturn(sectionSide, order, nextId('listingReturn'), picks, reason);
      countReturnedPieces(sectionSide, order, record, 'request');
      return ok(returnView(sectionSide, record));
    })),

    http.post(`${base(v)}/buy-order/:id/return-cancel`, withSettledUser(async (user, { request, params }) => {
      const order = mine(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      const returnId = int((await readJson(request)).returnId);
      if (returnId === undefined) return invalid('returnId');
      const record = db.listingReturns.find((r) => r.id === returnId && r.orderId === order.id);
      if (!record) return failWith('2000-0222');
      if (record.state !== 'CREATED') return failWith('1000-1007');
      record.state = 'CANCELLED';
      record.updatedAt = nowIso();
      countReturnedPieces(sectionSide, order, record, 'request', -1);
      return ok(returnView(sectionSide, record));
    })),
  ];
}

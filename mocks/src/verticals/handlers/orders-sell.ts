/** The seller's side of a section's orders: sales, shipping, invoice upload/removal, return decisions. */
import { http } from 'msw';
import { db } from '@mocks/db/database.ts';
import type { OrderRecord, ReturnRecord } from '@mocks/db/commerce-types.ts';
import { int, readJson, str } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { invoiceFromForm, multipartOf } from '@mocks/http/invoice-upload.ts';
import type { VerticalConfig } from '../config.ts';
import { invoiceView } from '@mocks/commerce/invoice-view.ts';
import { countReturnedPieces } from '@mocks/commerce/returns.ts';
import { orderPage } from '@mocks/commerce/order-page.ts';
import { returnView, saleDetail } from '@mocks/commerce/order-views.ts';
import { invalidShipmentFields, recordShipment, shipmentFrom, shipmentRefusal } from '@mocks/commerce/shipping.ts';
import { sectionSide } from '../views/section-side.ts';
import { base, isResponse, nowIso, withSettledUser } from './context.ts';

export function sellOrderHandlers(v: VerticalConfig) {
  const sold = (userId: number, id: number | undefined): OrderRecord | undefined =>
    db.listingOrders.find((o) => o.id === id && o.platform === v.platform && o.sellerId === userId);

  /** Finds the order and the return named by `returnId` in the body, or the answer to send. */
  async function orderReturn(request: Request, userId: number, orderId: number | undefined): Promise<{ order: OrderRecord; record: ReturnRecord; body: Record<string, unknown> } | Response> {
    const order = sold(userId, orderId);
    if (!order) return failWith('2000-0201');
    const body = await readJson(request);
    const returnId = int(body.returnId);
    if (returnId === undefined) return invalid('returnId');
    const record = db.listingReturns.find((r) => r.id === returnId && r.orderId === order.id);
    return record ? { order, record, body } : failWith('2000-0222');
  }

  return [
    http.get(`${base(v)}/sell-order`, withSettledUser((user, { request }) => orderPage(request, sectionSide, (o) => o.platform === v.platform && o.sellerId === user.id))),

    http.get(`${base(v)}/sell-order/:id`, withSettledUser((user, { params }) => {
      const order = sold(user.id, int(params.id));
      return order ? ok(saleDetail(sectionSide, order)) : failWith('2000-0201');
    })),

    http.post(`${base(v)}/sell-order/:id/shipping`, withSettledUser(async (user, { request, params }) => {
      const order = sold(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      const body = await readJson(request);
      const shipment = shipmentFrom(body);
      const bad = invalidShipmentFields(sectionSide.shipping, shipment);
      if (bad.length > 0) return invalid(...bad);
      const cargoAddressId = body.cargoAddressId === undefined || body.cargoAddressId === null ? undefined : int(body.cargoAddressId);
      if (cargoAddressId !== undefined && !db.cargoAddresses.some((a) => a.id === cargoAddressId && a.userId === user.id && a.vertical === v.slug)) return failWith('2000-0221');
      const now = Date.now();
      const refusal = shipmentRefusal(sectionSide.shipping, order, now);
      if (refusal) return failWith(refusal);
      recordShipment(sectionSide.shipping, order, shipment, now);
      return ok(saleDetail(sectionSide, order));
    })),

    http.post(`${base(v)}/sell-order/:id/invoice`, withSettledUser(async (user, { request, params }) => {
      const order = sold(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      const invoice = invoiceFromForm(await multipartOf(request), order);
      if (isResponse(invoice)) return invoice;
      order.invoice = invoice;
      const view = invoiceView(sectionSide, order);
      return view ? ok(view) : failWith('2000-0210');
    })),

    http.delete(`${base(v)}/sell-order/:id/invoice`, withSettledUser((user, { params }) => {
      const order = sold(user.id, int(params.id));
      if (!order) return failWith('2000-0201');
      if (!order.invoice) return failWith('2000-0210');
      order.invoice = undefined;
      return ok({});
    })),

    http.post(`${base(v)}/sell-order/:id/return-approve`, withSettledUser(async (user, { request, params }) => {
      const found = await orderReturn(request, user.id, int(params.id));
      if (isResponse(found)) return found;
      if (found.record.state !== 'CREATED') return failWith('1000-1007');
      found.record.state = 'APPROVED';
      found.record.updatedAt = nowIso();
      return ok(returnView(sectionSide, found.record));
    })),

    http.post(`${base(v)}/sell-order/:id/return-approve-shipped`, withSettledUser(async (user, { request, params }) => {
      const found = await orderReturn(request, user.id, int(params.id));
      if (isResponse(found)) return found;
      const { order, record } = found;
      if (record.state === 'CREATED') return failWith('1000-1004');
      if (record.state !== 'APPROVED' && record.state !== 'SHIPPED') return failWith('1000-1007');
      record.state = 'COMPLETED';
      record.updatedAt = nowIso();
      countReturnedPieces(sectionSide, order, record, 'completion');
      return ok(returnView(sectionSide, record));
    })),

    http.post(`${base(v)}/sell-order/:id/return-reject`, withSettledUser(async (user, { request, params }) => {
      const found = await orderReturn(request, user.id, int(params.id));
      if (isResponse(found)) return found;
      const rejectReason = str(found.body.rejectReason)?.trim() ?? '';
      if (rejectReason.length < 3 || rejectReason.length > 500) return invalid('rejectReason');
      if (found.record.state !== 'CREATED' && found.record.state !== 'APPROVED' && found.record.state !== 'SHIPPED') return failWith('1000-1007');
      found.record.state = 'REJECTED';
      found.record.rejectReason = rejectReason;
      found.record.updatedAt = nowIso();
      return ok(returnView(sectionSide, found.record));
    })),
  ];
}

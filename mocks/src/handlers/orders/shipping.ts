/** The store records the shipment of an order it sells in (cargo company and tracking number); the order becomes SHIPPED. */
import { http } from 'msw';
import { db } from '@mocks/db/database.ts';
import { sellsIn, storeOf } from '@mocks/db/seller-stores.ts';
import { int, readJson } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { saleDetail } from '@mocks/commerce/order-views.ts';
import { invalidShipmentFields, recordShipment, shipmentFrom, shipmentRefusal } from '@mocks/commerce/shipping.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { withUser } from '../with-user.ts';

export const shippingHandler = http.post('*/api/marketplace/order/shipping-update', withUser(async (user, { request }) => {
  const body = await readJson(request);
  const shipment = shipmentFrom(body);
  const orderId = int(body.orderId);
  const bad = [...(orderId === undefined || orderId < 1 ? ['orderId'] : []), ...invalidShipmentFields(marketSide.shipping, shipment)];
  if (bad.length > 0) return invalid(...bad);
  const order = db.orders.find((o) => o.id === orderId);
  if (!order) return failWith('2000-0201');
  const store = storeOf(user.id);
  if (!store || !sellsIn(store, order)) return failWith('1000-1008');
  const now = Date.now();
  const refusal = shipmentRefusal(marketSide.shipping, order, now);
  if (refusal) return failWith(refusal);
  recordShipment(marketSide.shipping, order, shipment, now);
  // The store sees the order it ships, never the buyer's card.
  return ok(saleDetail(marketSide, order));
}));

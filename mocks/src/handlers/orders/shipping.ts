/** The store records the shipment of an order it sells in (cargo company and tracking number); the order becomes SHIPPED. */
import { http } from 'msw';
import { OrderStatus } from '@carsi/sdk/main';
import { db } from '@mocks/db/database.ts';
import { sellsIn, storeOf } from '@mocks/db/seller-stores.ts';
import { SHIPPING_CHANGE_WAIT_MS } from '@mocks/db/timings.ts';
import { int, readJson, str } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { saleDetail } from '@mocks/commerce/order-views.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { withUser } from '../with-user.ts';

export const shippingHandler = http.post('*/api/marketplace/order/shipping-update', withUser(async (user, { request }) => {
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
  // The store sees the order it ships, never the buyer's card.
  return ok(saleDetail(marketSide, order));
}));

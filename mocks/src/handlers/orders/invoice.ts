/** The invoice of a marketplace order: its buyer reads it, and so may the store that uploaded it. */
import { http } from 'msw';
import { db } from '@mocks/db/database.ts';
import { sellsIn, storeOf } from '@mocks/db/seller-stores.ts';
import { int, readJson } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { invoiceView } from '@mocks/commerce/invoice-view.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { withUser } from '../with-user.ts';

export const orderInvoiceHandler = http.post('*/api/marketplace/order/get-invoice', withUser(async (user, { request }) => {
  const orderId = int((await readJson(request)).orderId);
  if (orderId === undefined || orderId < 1) return invalid('orderId');
  // The buyer reads the invoice of their order; the store that uploaded it may read it too.
  const store = storeOf(user.id);
  const order = db.orders.find((o) => o.id === orderId && (o.buyerId === user.id || (store !== undefined && sellsIn(store, o))));
  if (!order) return failWith('2000-0201');
  const invoice = invoiceView(marketSide, order);
  return invoice ? ok(invoice) : failWith('2000-0210');
}));

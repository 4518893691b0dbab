/** The buyer's orders and the orders of the store the user runs, by tab (OrderListTab), newest first; one order's detail. */
import { http } from 'msw';
import { db } from '../../db/database.ts';
import { sellsIn, storeOf } from '../../db/seller-stores.ts';
import type { OrderRecord } from '../../db/types.ts';
import { int } from '../../http/body.ts';
import { failWith, invalid, ok } from '../../http/envelope.ts';
import { paginate, pagingOf } from '../../http/paging.ts';
import { inTab, orderDetail, orderView } from '../../views/orders.ts';
import { withUser } from '../with-user.ts';
import { ownOrder } from './own-order.ts';

/** One page of the orders `keep` lets through, in the tab the query asks for (0–3). */
function orderPage(request: Request, keep: (order: OrderRecord) => boolean): Response {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  const tab = int(url.searchParams.get('tab') ?? '0');
  if (tab === undefined || tab < 0 || tab > 3) return invalid('tab');
  const orders = db.orders.filter((o) => keep(o) && inTab(o, tab)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = paginate(orders, paging);
  return ok({ ...page, items: page.items.map(orderView) });
}

export const orderListHandlers = [
  http.get('*/api/marketplace/order/list', withUser((user, { request }) => orderPage(request, (o) => o.userId === user.id))),

  // The seller side: orders with a line sold by the user's store.
  http.get('*/api/marketplace/order/store-list', withUser((user, { request }) => {
    const store = storeOf(user.id);
    return store ? orderPage(request, (o) => sellsIn(store, o)) : failWith('1000-1008');
  })),

  http.get('*/api/marketplace/order/list/:id', withUser((user, { params }) => {
    const order = ownOrder(user, params.id);
    return order ? ok(orderDetail(order)) : failWith('2000-0201');
  })),
];

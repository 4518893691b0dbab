/** The buyer's orders and the orders of the store the user runs, by tab (OrderListTab), newest first; one order's detail. */
import { http } from 'msw';
import { orderDetail } from '@mocks/commerce/order-views.ts';
import { orderPage } from '@mocks/commerce/order-page.ts';
import { sellsIn, storeOf } from '@mocks/db/seller-stores.ts';
import { failWith, ok } from '@mocks/http/envelope.ts';
import { marketSide } from '@mocks/views/market-side.ts';
import { withUser } from '../with-user.ts';
import { ownOrder } from './own-order.ts';

export const orderListHandlers = [
  http.get('*/api/marketplace/order/list', withUser((user, { request }) => orderPage(request, marketSide, (o) => o.buyerId === user.id))),

  // The seller side: orders with a line sold by the user's store.
  http.get('*/api/marketplace/order/store-list', withUser((user, { request }) => {
    const store = storeOf(user.id);
    return store ? orderPage(request, marketSide, (o) => sellsIn(store, o)) : failWith('1000-1008');
  })),

  http.get('*/api/marketplace/order/list/:id', withUser((user, { params }) => {
    const order = ownOrder(user, params.id);
    return order ? ok(orderDetail(marketSide, order)) : failWith('2000-0201');
  })),
];

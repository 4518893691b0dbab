/** The marketplace's side of the commerce core: its tables, its products' pictures, its stores. */
import { OrderStatus } from '@carsi/sdk/main';
import { db } from '../db/database.ts';
import { SHIPPING_CHANGE_WAIT_MS } from '../db/timings.ts';
import type { CommerceSide } from '../commerce/commerce-side.ts';
import { imageOf } from '../shared/image.ts';
import { displayName } from '../shared/people.ts';
import { sellerSummary } from './catalog.ts';

export const marketSide: CommerceSide = {
  orders: () => db.orders,
  returns: () => db.returns,
  cancels: () => db.cancels,
  itemImage: (item) => imageOf('products', `${item.productId}-1`, item.title),
  itemSeller: (_order, item) => {
    const store = db.sellers.find((s) => s.id === item.sellerId);
    return store ? sellerSummary(store) : undefined;
  },
  returnCodePrefix: () => 'IADE',
  // A request holds its pieces at once; a withdrawal gives them back.
  returnsCountAt: 'request',
  // A store names its carrier and the carrier's tracking number, and may correct them until delivery, once a wait has passed.
  shipping: {
    carrierLength: { min: 2, max: 60 },
    trackingPattern: /^[A-Za-z0-9]{6,30}$/,
    lastShippableStatus: OrderStatus.SHIPPED,
    changeWaitMs: SHIPPING_CHANGE_WAIT_MS,
  },
  invoiceParties: (order) => {
    const store = db.sellers.find((s) => s.id === order.invoice?.sellerId);
    const buyer = db.users.find((u) => u.id === order.buyerId);
    return {
      sellerName: store?.name ?? 'Çarşı Mağazası',
      // An invoice names the buyer in full where the account has a name.
      buyerName: buyer && (buyer.firstName || buyer.lastName) ? `${buyer.firstName} ${buyer.lastName}`.trim() : displayName(buyer),
    };
  },
};

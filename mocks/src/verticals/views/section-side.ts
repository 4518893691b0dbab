/** The sections' side of the commerce core: their tables, their listings' pictures, their selling members. */
import { OrderStatus } from '@carsi/sdk/main';
import { db } from '@mocks/db/database.ts';
import { DELIVERY_MS } from '@mocks/db/timings.ts';
import type { CommerceSide } from '@mocks/commerce/commerce-side.ts';
import { imageOf } from '@mocks/shared/image.ts';
import { displayName, userById } from '@mocks/shared/people.ts';
import { VERTICALS } from '../config.ts';
import { findListing, listingImages } from './listings.ts';
import { listingSeller } from './people.ts';

const NO_CANCELS: readonly never[] = [];

export const sectionSide: CommerceSide = {
  orders: () => db.listingOrders,
  returns: () => db.listingReturns,
  // A section order is never cancelled line by line: its listing is sold once.
  cancels: () => NO_CANCELS,
  // The listing's first picture as it shows now (the seller's upload when kept), or a drawing of the title.
  itemImage: (item) => {
    const listing = findListing(item.productId);
    return (listing && listingImages(listing)[0]) ?? imageOf('listings', `${item.productId}-1`, item.title);
  },
  itemSeller: (order, item) => {
    const vertical = VERTICALS.find((v) => v.platform === order.platform);
    return vertical ? listingSeller({ vertical: vertical.slug, sellerId: item.sellerId }) : undefined;
  },
  returnCodePrefix: (platform) => `IADE-${platform.slice(0, 2)}`,
  // The pieces count as returned once the seller confirms them back (return-approve-shipped).
  returnsCountAt: 'completion',
  // A member ships a sold listing once, before it leaves PREPARING; the order then arrives by itself.
  shipping: { lastShippableStatus: OrderStatus.PREPARING, deliveryMs: DELIVERY_MS },
  invoiceParties: (order) => ({ sellerName: displayName(userById(order.sellerId ?? 0)), buyerName: displayName(userById(order.buyerId)) }),
};

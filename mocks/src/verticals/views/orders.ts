/** Listing order and return records → the contract's Order, SellOrderDetail (the seller's), OrderDetail (the buyer's) and ReturnRequest. */
import { db } from '../../db/database.ts';
import { round } from '../../db/money.ts';
import type { ListingOrderRecord, ListingReturnRecord } from '../../db/vertical-types.ts';
import type { Address, Order, OrderDetail, ReturnRequest, SellOrderDetail } from '@carsi/sdk/main';
import { addressView } from '../../views/account.ts';
import { imageOf, type ImageView } from '../../views/image.ts';
import { findListing, listingImages } from './listings.ts';
import { verticalOf } from '../config.ts';
import { listingSeller, userById } from './people.ts';

export const listingOrderTotal = (o: ListingOrderRecord): number => round(o.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0));

/** The listing's first picture as it shows now (the seller's upload when kept), or a drawing of the title. */
function orderItemImage(listingId: number, title: string): ImageView {
  const listing = findListing(listingId);
  return (listing && listingImages(listing)[0]) ?? imageOf('listings', `${listingId}-1`, title);
}

export function listingOrderView(o: ListingOrderRecord): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    platform: verticalOf(o.vertical).platform,
    status: o.status,
    createdAt: o.createdAt,
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    totalPrice: listingOrderTotal(o),
    items: o.items.map((i) => ({
      id: i.id,
      productId: i.listingId,
      title: i.title,
      image: orderItemImage(i.listingId, i.title),
      seller: listingSeller({ vertical: o.vertical, sellerId: i.sellerId }),
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      totalPrice: round(i.unitPrice * i.quantity),
      status: i.status,
      cancelledQuantity: 0,
      returnedQuantity: i.returnedQuantity,
    })),
  };
}

export function listingReturnView(r: ListingReturnRecord): ReturnRequest {
  const order = db.listingOrders.find((o) => o.id === r.orderId);
  return {
    returnId: r.id,
    orderId: r.orderId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    platform: verticalOf(r.vertical).platform,
    items: r.items,
    status: r.state,
    reason: r.reason,
    ...(r.rejectReason ? { rejectReason: r.rejectReason } : {}),
    returnCode: `IADE-${verticalOf(r.vertical).platform.slice(0, 2)}${String(r.id).padStart(6, '0')}`,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt,
    ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  };
}

/** The buyer's address of the order, or a placeholder when the buyer has since removed every address. */
function orderAddress(id: number, userId: number): Address {
  const found = db.addresses.find((a) => a.id === id && a.userId === userId) ?? db.addresses.find((a) => a.userId === userId);
  if (found) return addressView(found);
  const user = userById(userId);
  return {
    id: Math.max(1, id), addressName: 'Teslimat', firstName: user?.firstName || 'Üye', lastName: user?.lastName || '-', phone: user?.phone || '5000000000',
    address: 'Adres paylaşılmadı', province: 'İstanbul', district: 'Kadıköy', neighborhood: '-', corporateAddress: false, EInvoicePayer: false,
  };
}

/** The sale as its seller sees it: everything but how the buyer paid (no card number, no instalments). */
export function listingSaleDetail(o: ListingOrderRecord): SellOrderDetail {
  return {
    ...listingOrderView(o),
    deliveryAddress: orderAddress(o.addressId, o.buyerId),
    invoiceAddress: orderAddress(o.invoiceAddressId, o.buyerId),
    ...(o.shipment ? { shipment: o.shipment } : {}),
    subtotal: listingOrderTotal(o),
    discountTotal: 0,
    couponDiscount: 0,
    shippingTotal: 0,
    cancellations: [],
    returns: db.listingReturns.filter((r) => r.orderId === o.id).map(listingReturnView),
    hasInvoice: o.invoice !== undefined,
  };
}

/** The purchase as its buyer sees it, with the payment. */
export function listingOrderDetail(o: ListingOrderRecord): OrderDetail {
  return { ...listingSaleDetail(o), payment: o.payment };
}

/** Order records → the contract's Order, SellOrderDetail (a store's view), OrderDetail (the buyer's), CancelRequest and ReturnRequest. */
import { db } from '../db/database.ts';
import { round } from '../db/money.ts';
import type { AddressRecord, CancelRecord, OrderRecord, ReturnRecord } from '../db/types.ts';
import { OrderListTab, OrderStatus, type Address, type CancelRequest, type Order, type OrderDetail, type ReturnRequest, type SellOrderDetail } from '@carsi/sdk/main';
import { addressView } from './account.ts';
import { sellerSummary } from './catalog.ts';
import { imageOf } from './image.ts';

export const paidLinesTotal = (order: OrderRecord): number => round(order.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0));
export const orderTotal = (order: OrderRecord): number => round(paidLinesTotal(order) - order.couponDiscount + order.shippingTotal);

/** spec §3 order list tabs (OrderListTab): everything, the ongoing ones, returns, cancellations. */
export function inTab(order: OrderRecord, tab: number): boolean {
  switch (tab) {
    case OrderListTab.ONGOINGORDERS:
      return order.status <= OrderStatus.SHIPPED;
    case OrderListTab.RETURNS:
      return db.returns.some((r) => r.orderId === order.id);
    case OrderListTab.CANCELLATIONS:
      return order.status === OrderStatus.CANCEL || db.cancels.some((c) => c.orderId === order.id);
    default:
      return true;
  }
}

export function orderView(order: OrderRecord): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    platform: 'MARKETPLACE',
    status: order.status,
    createdAt: order.createdAt,
    itemCount: order.items.reduce((n, i) => n + i.quantity, 0),
    totalPrice: orderTotal(order),
    items: order.items.map((i) => {
      const seller = db.sellers.find((s) => s.id === i.sellerId);
      return {
        id: i.id,
        productId: i.productId,
        title: i.title,
        image: imageOf('products', `${i.productId}-1`, i.title),
        ...(seller ? { seller: sellerSummary(seller) } : {}),
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        totalPrice: round(i.unitPrice * i.quantity),
        status: i.status,
        cancelledQuantity: i.cancelledQuantity,
        returnedQuantity: i.returnedQuantity,
      };
    }),
  };
}

export function returnView(r: ReturnRecord): ReturnRequest {
  const order = db.orders.find((o) => o.id === r.orderId);
  return {
    returnId: r.id,
    orderId: r.orderId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    platform: 'MARKETPLACE',
    items: r.items,
    status: r.state,
    reason: r.reason,
    ...(r.rejectReason ? { rejectReason: r.rejectReason } : {}),
    returnCode: `IADE${String(r.id).padStart(6, '0')}`,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt,
    ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  };
}

export function cancelView(c: CancelRecord): CancelRequest {
  const order = db.orders.find((o) => o.id === c.orderId);
  return {
    id: c.id,
    orderId: c.orderId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    items: c.items,
    origin: c.origin,
    ...(c.reason ? { reason: c.reason } : {}),
    refundAmount: c.refundAmount,
    createdAt: c.createdAt,
  };
}

/** An order keeps its addresses even if the user deletes them later. */
function addressOf(id: number, order: OrderRecord): Address {
  const found: AddressRecord | undefined = db.addresses.find((a) => a.id === id) ?? db.addresses.find((a) => a.userId === order.userId);
  return found
    ? addressView(found)
    : { id, addressName: 'Teslimat', firstName: '-', lastName: '-', phone: '5000000000', address: '-', province: 'İstanbul', district: '-', neighborhood: '-', corporateAddress: false, EInvoicePayer: false };
}

/** The order as a store that sells in it sees it: everything but how the buyer paid. */
export function saleDetail(order: OrderRecord): SellOrderDetail {
  const paid = paidLinesTotal(order);
  const list = round(order.items.reduce((s, i) => s + i.listPrice * i.quantity, 0));
  return {
    ...orderView(order),
    deliveryAddress: addressOf(order.addressId, order),
    invoiceAddress: addressOf(order.invoiceAddressId, order),
    ...(order.shipment ? { shipment: order.shipment } : {}),
    subtotal: list,
    discountTotal: round(list - paid),
    couponDiscount: order.couponDiscount,
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    shippingTotal: order.shippingTotal,
    cancellations: db.cancels.filter((c) => c.orderId === order.id).map(cancelView),
    returns: db.returns.filter((r) => r.orderId === order.id).map(returnView),
    hasInvoice: order.invoice !== undefined,
  };
}

/** The order as its buyer sees it, with the payment. */
export function orderDetail(order: OrderRecord): OrderDetail {
  return { ...saleDetail(order), payment: order.payment };
}

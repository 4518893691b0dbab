/**
 * Order, return and cancellation records of any platform → the contract's Order, SellOrderDetail (the
 * seller's view), OrderDetail (the buyer's), ReturnRequest and CancelRequest, and the order list tabs.
 */
import { db } from '../db/database.ts';
import { round } from '../db/money.ts';
import type { CancelRecord, OrderRecord, ReturnRecord } from '../db/commerce-types.ts';
import { OrderListTab, OrderStatus, type Address, type CancelRequest, type Order, type OrderDetail, type ReturnRequest, type SellOrderDetail } from '@carsi/sdk/main';
import { addressView } from '../shared/address.ts';
import { userById } from '../shared/people.ts';
import type { CommerceSide } from './commerce-side.ts';

export const paidLinesTotal = (order: OrderRecord): number => round(order.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0));
export const orderTotal = (order: OrderRecord): number => round(paidLinesTotal(order) - order.couponDiscount + order.shippingTotal);

/** spec §3 order list tabs (OrderListTab): everything, the ongoing ones, returns, cancellations. */
export function inTab(side: CommerceSide, order: OrderRecord, tab: number): boolean {
  switch (tab) {
    case OrderListTab.ONGOINGORDERS:
      return order.status <= OrderStatus.SHIPPED;
    case OrderListTab.RETURNS:
      return side.returns().some((r) => r.orderId === order.id);
    case OrderListTab.CANCELLATIONS:
      return order.status === OrderStatus.CANCEL || side.cancels().some((c) => c.orderId === order.id);
    default:
      return true;
  }
}

export function orderView(side: CommerceSide, order: OrderRecord): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    platform: order.platform,
    status: order.status,
    createdAt: order.createdAt,
    itemCount: order.items.reduce((n, i) => n + i.quantity, 0),
    totalPrice: orderTotal(order),
    items: order.items.map((i) => {
      const seller = side.itemSeller(order, i);
      return {
        id: i.id,
        productId: i.productId,
        title: i.title,
        image: side.itemImage(i),
        ...(seller ? { seller } : {}),
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

export function returnView(side: CommerceSide, r: ReturnRecord): ReturnRequest {
  const order = side.orders().find((o) => o.id === r.orderId);
  return {
    returnId: r.id,
    orderId: r.orderId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    platform: r.platform,
    items: r.items,
    status: r.state,
    reason: r.reason,
    ...(r.rejectReason ? { rejectReason: r.rejectReason } : {}),
    returnCode: `${side.returnCodePrefix(r.platform)}${String(r.id).padStart(6, '0')}`,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt,
    ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  };
}

export function cancelView(side: CommerceSide, c: CancelRecord): CancelRequest {
  const order = side.orders().find((o) => o.id === c.orderId);
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

/** The buyer's address of the order; an order keeps one even when the buyer has since removed every address. */
function orderAddress(id: number, buyerId: number): Address {
  const found = db.addresses.find((a) => a.id === id && a.userId === buyerId) ?? db.addresses.find((a) => a.userId === buyerId);
  if (found) return addressView(found);
  const user = userById(buyerId);
  return {
    id: Math.max(1, id), addressName: 'Teslimat', firstName: user?.firstName || 'Üye', lastName: user?.lastName || '-', phone: user?.phone || '5000000000',
    address: 'Adres paylaşılmadı', province: 'İstanbul', district: 'Kadıköy', neighborhood: '-', corporateAddress: false, EInvoicePayer: false,
  };
}

/** The order as a seller in it sees it: everything but how the buyer paid (no card number, no instalments). */
export function saleDetail(side: CommerceSide, order: OrderRecord): SellOrderDetail {
  const paid = paidLinesTotal(order);
  const list = round(order.items.reduce((s, i) => s + i.listPrice * i.quantity, 0));
  return {
    ...orderView(side, order),
    deliveryAddress: orderAddress(order.addressId, order.buyerId),
    invoiceAddress: orderAddress(order.invoiceAddressId, order.buyerId),
    ...(order.shipment ? { shipment: order.shipment } : {}),
    subtotal: list,
    discountTotal: round(list - paid),
    couponDiscount: order.couponDiscount,
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    shippingTotal: order.shippingTotal,
    cancellations: side.cancels().filter((c) => c.orderId === order.id).map((c) => cancelView(side, c)),
    returns: side.returns().filter((r) => r.orderId === order.id).map((r) => returnView(side, r)),
    hasInvoice: order.invoice !== undefined,
  };
}

/** The order as its buyer sees it, with the payment. */
export function orderDetail(side: CommerceSide, order: OrderRecord): OrderDetail {
  return { ...saleDetail(side, order), payment: order.payment };
}

/**
 * The commerce core's records: one order, return, cancellation and invoice model for the marketplace
 * and every section. A record names its platform; what differs between platforms is data on the
 * record (a coupon, a negotiated price, a store's invoice) or in the platform's side
 * (commerce/commerce-side.ts), never a second type.
 */
import type { CancellationOrigin, OrderStatus } from '@carsi/sdk/main-models';
import type { Platform } from './types.ts';

export interface OrderItemRecord {
  id: number;
  /** The marketplace product or the section listing bought. */
  productId: number;
  title: string;
  /** Who sells the line: a store (SellerRecord) on the marketplace, a member in a section. */
  sellerId: number;
  quantity: number;
  /** Price before the product discount and after it (what was paid per piece). */
  listPrice: number;
  unitPrice: number;
  status: OrderStatus;
  cancelledQuantity: number;
  returnedQuantity: number;
}

export interface ShipmentRecord {
  cargoCompany: string;
  trackingNumber: string;
  shippedAt: string;
  deliveredAt?: string;
}

/** An uploaded invoice PDF, one per order. */
export interface InvoiceRecord {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  fileName: string;
  createdAt: string;
  /** The marketplace store that uploaded it (a section's invoice is its selling member's). */
  sellerId?: number;
}

export interface OrderRecord {
  id: number;
  platform: Platform;
  orderNumber: string;
  buyerId: number;
  /** A section order has one selling member; a marketplace order's lines name their stores. */
  sellerId?: number;
  status: OrderStatus;
  items: OrderItemRecord[];
  addressId: number;
  invoiceAddressId: number;
  couponCode?: string;
  couponDiscount: number;
  shippingTotal: number;
  /** The accepted offer whose price the order paid (sections). */
  negotiationId?: number;
  payment: { maskedCardNumber: string; installment: number; paidAmount: number; paidAt: string };
  shipment?: ShipmentRecord;
  /** The seller's invoice (`hasInvoice` on the wire). */
  invoice?: InvoiceRecord;
  /** When the seller last recorded or changed the shipment (ms since epoch): 2000-0063 within SHIPPING_CHANGE_WAIT_MS. */
  shippingUpdatedAt?: number;
  /** When a SHIPPED section order counts as delivered (ms since epoch). */
  deliversAt?: number;
  createdAt: string;
  updatedAt: string;
  /** Set on marketplace orders placed through the API: their status moves on with time (db/order-progress.ts). */
  progressFrom?: string;
}

export type ReturnState = 'CREATED' | 'CANCELLED' | 'APPROVED' | 'SHIPPED' | 'COMPLETED' | 'REJECTED';

export interface ReturnRecord {
  id: number;
  platform: Platform;
  orderId: number;
  buyerId: number;
  items: { orderItemId: number; quantity: number }[];
  reason: string;
  state: ReturnState;
  rejectReason?: string;
  refundAmount: number;
  createdAt: string;
  updatedAt?: string;
}

export interface CancelRecord {
  id: number;
  orderId: number;
  userId: number;
  items: { orderItemId: number; quantity: number }[];
  reason?: string;
  origin: CancellationOrigin;
  refundAmount: number;
  createdAt: string;
}

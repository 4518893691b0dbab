/** The seller's invoice of a listing order → the contract's Invoice (none until the seller uploads one). */
import type { ListingOrderRecord } from '../../db/vertical-types.ts';
import type { Invoice } from '@carsi/sdk/main';
import { verticalOf } from '../config.ts';
import { listingOrderTotal } from './orders.ts';
import { displayName, userById } from './people.ts';

export function invoiceView(o: ListingOrderRecord): Invoice | undefined {
  if (!o.invoice) return undefined;
  return {
    id: o.invoice.id,
    orderId: o.id,
    orderNumber: o.orderNumber,
    platform: verticalOf(o.vertical).platform,
    invoiceNumber: o.invoice.invoiceNumber,
    invoiceDate: o.invoice.invoiceDate,
    fileUrl: `/files/invoices/${o.invoice.id}.pdf`,
    totalAmount: listingOrderTotal(o),
    sellerName: displayName(userById(o.sellerId)),
    buyerName: displayName(userById(o.buyerId)),
    createdAt: o.invoice.createdAt,
  };
}

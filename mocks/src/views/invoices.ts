/**
 * Invoices of every section in one list: a marketplace order's invoice (uploaded by its store) and a
 * section order's invoice (uploaded by the selling user), as the contract's Invoice.
 */
import { db } from '../db/database.ts';
import { storeOf } from '../db/seller-stores.ts';
import type { OrderRecord, Platform } from '../db/types.ts';
import type { Invoice } from '@carsi/sdk/main';
import { invoiceView } from '../verticals/views/invoices.ts';
import { displayName } from '../verticals/views/people.ts';
import { orderTotal } from './orders.ts';
import { newerFirst } from '../db/timestamps.ts';

export function marketInvoiceView(order: OrderRecord): Invoice | undefined {
  const invoice = order.invoice;
  if (!invoice) return undefined;
  const store = db.sellers.find((s) => s.id === invoice.sellerId);
  const buyer = db.users.find((u) => u.id === order.userId);
  return {
    id: invoice.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    platform: 'MARKETPLACE',
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    fileUrl: `/files/invoices/${invoice.id}.pdf`,
    totalAmount: orderTotal(order),
    sellerName: store?.name ?? 'Çarşı Mağazası',
    buyerName: buyer && (buyer.firstName || buyer.lastName) ? `${buyer.firstName} ${buyer.lastName}`.trim() : displayName(buyer),
    createdAt: invoice.createdAt,
  };
}

/** `platform` query: undefined for all sections; ALL also means all. */
const inPlatform = (platform: Platform | undefined, of: Platform): boolean => platform === undefined || platform === 'ALL' || platform === of;

const newestFirst = (a: Invoice, b: Invoice): number => newerFirst(a.createdAt, b.createdAt) || b.id - a.id;

/** Invoices of the user's purchases (marketplace orders and section buy-orders). */
export function buyerInvoices(userId: number, platform?: Platform): Invoice[] {
  const market = inPlatform(platform, 'MARKETPLACE') ? db.orders.filter((o) => o.userId === userId).flatMap((o) => marketInvoiceView(o) ?? []) : [];
  const sections = db.listingOrders.filter((o) => o.buyerId === userId).flatMap((o) => invoiceView(o) ?? []).filter((i) => inPlatform(platform, i.platform));
  return [...market, ...sections].sort(newestFirst);
}

/** Invoices the user uploaded: as their marketplace store and for their section sales. */
export function sellerInvoices(userId: number, platform?: Platform): Invoice[] {
  const store = storeOf(userId);
  const market = store && inPlatform(platform, 'MARKETPLACE') ? db.orders.filter((o) => o.invoice?.sellerId === store.id).flatMap((o) => marketInvoiceView(o) ?? []) : [];
  const sections = db.listingOrders.filter((o) => o.sellerId === userId).flatMap((o) => invoiceView(o) ?? []).filter((i) => inPlatform(platform, i.platform));
  return [...market, ...sections].sort(newestFirst);
}

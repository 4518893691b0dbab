/** The seller's invoice of an order of any platform → the contract's Invoice (none until the seller uploads one). */
import type { OrderRecord } from '../db/commerce-types.ts';
import type { Invoice } from '@carsi/sdk/main';
import type { CommerceSide } from './commerce-side.ts';
import { orderTotal } from './order-views.ts';

export function invoiceView(side: CommerceSide, order: OrderRecord): Invoice | undefined {
  const invoice = order.invoice;
  if (!invoice) return undefined;
  return {
    id: invoice.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    platform: order.platform,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    fileUrl: `/files/invoices/${invoice.id}.pdf`,
    totalAmount: orderTotal(order),
    ...side.invoiceParties(order),
    createdAt: invoice.createdAt,
  };
}

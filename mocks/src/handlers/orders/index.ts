/**
 * Marketplace orders (contract: main/paths/orders.yaml), in resolution order: the clock first
 * (progress.ts falls through), then checkout, lists and detail, the store's shipping, the invoice,
 * installments, and cancellations and returns.
 */
import { orderAfterSaleHandlers } from './after-sale.ts';
import { checkoutHandler } from './checkout.ts';
import { installmentsHandler } from './installments.ts';
import { orderInvoiceHandler } from './invoice.ts';
import { orderListHandlers } from './lists.ts';
import { orderProgressHandler } from './progress.ts';
import { shippingHandler } from './shipping.ts';

export const orderHandlers = [
  orderProgressHandler,
  checkoutHandler,
  ...orderListHandlers,
  shippingHandler,
  orderInvoiceHandler,
  installmentsHandler,
  ...orderAfterSaleHandlers,
];

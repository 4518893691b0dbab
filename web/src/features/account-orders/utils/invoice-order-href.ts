import type { Invoice } from '@carsi/sdk/main';
import { verticals } from '@carsi/sdk/verticals';
import { Platform, paths, sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';

/** Where the member sees the order an invoice belongs to: the marketplace order or the section's purchase. */
export function invoiceOrderHref(invoice: Pick<Invoice, 'orderId' | 'platform'>): string | undefined {
  if (invoice.platform === Platform.MARKETPLACE) return paths.accountOrder.getHref(invoice.orderId);
  const section = verticals.find((vertical) => vertical.platform === invoice.platform);
  // A section whose listings are exchanged (swap) has no purchases to show.
  return section && sectionCapabilities[section.key].sold ? sectionPaths[section.key].buyOrder.getHref(invoice.orderId) : undefined;
}

/**
 * The sections whose purchases can have an invoice, for the list's filter: the marketplace, then every
 * family (the contract gives each one buy-orders with invoices, swap included, though the shop has no
 * page of swap purchases to link to).
 */
export const invoicePlatforms: readonly Platform[] = [Platform.MARKETPLACE, ...verticals.map((vertical) => vertical.platform)];

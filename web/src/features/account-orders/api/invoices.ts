import { useListBuyerInvoices } from '@carsi/sdk/main';
import type { Platform } from '@/config/paths.ts';

export const INVOICES_PAGE_SIZE = 10;

/** The invoices sellers uploaded for the member's purchases, of one section or (undefined) all. */
export const useBuyerInvoices = (currentPage: number, platform: Platform | undefined) =>
  useListBuyerInvoices({ currentPage, pageSize: INVOICES_PAGE_SIZE, ...(platform ? { platform } : {}) });

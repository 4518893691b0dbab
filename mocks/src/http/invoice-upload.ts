/**
 * The invoice upload rules, shared by the marketplace's POST /invoice and the sections'
 * sell-order invoice: one multipart `file` (none 2000-0011, empty 2000-0024, not a PDF 2000-0035),
 * an optional invoiceNumber / invoiceDate in the contract's patterns (1000-1016), one per order (2000-0071).
 */
import { nextId } from '../db/database.ts';
import type { InvoiceRecord } from '../db/commerce-types.ts';
import { invoiceNumberOf } from '../db/seed/orders.ts';
import { failWith, invalid } from './envelope.ts';

/** The request's multipart form, or undefined for any other body. */
export async function multipartOf(request: Request): Promise<FormData | undefined> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return undefined;
  try {
    return await request.clone().formData();
  } catch {
    return undefined;
  }
}

const isPdf = (file: File): boolean =>
  file.type === 'application/pdf' || ((file.type === '' || file.type === 'application/octet-stream') && file.name.toLowerCase().endsWith('.pdf'));

const text = (form: FormData, key: string): string | undefined => {
  const value = form.get(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A new invoice record for the order, or the refusal to answer. */
export function invoiceFromForm(form: FormData | undefined, order: { id: number; invoice?: unknown }): InvoiceRecord | Response {
  const file = form?.get('file');
  if (!form || file === null || file === undefined || typeof file === 'string') return failWith('2000-0011');
  if (file.size === 0) return failWith('2000-0024');
  if (!isPdf(file)) return failWith('2000-0035');
  const now = new Date();
  const invoiceNumber = text(form, 'invoiceNumber') ?? invoiceNumberOf(order.id, now.getFullYear());
  const invoiceDate = text(form, 'invoiceDate') ?? now.toISOString().slice(0, 10);
  if (!/^[A-Z0-9]{3}\d{13}$/.test(invoiceNumber)) return invalid('invoiceNumber');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoiceDate) || Number.isNaN(Date.parse(invoiceDate))) return invalid('invoiceDate');
  if (order.invoice) return failWith('2000-0071');
  return { id: nextId('invoice'), invoiceNumber, invoiceDate, fileName: file.name, createdAt: now.toISOString() };
}

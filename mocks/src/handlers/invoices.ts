/**
 * Invoices across the sections (contract tag `invoices`): the buyer's and the seller's lists, upload and
 * removal. A marketplace order's invoice belongs to the store that sells in it; a section order's to
 * its selling user — the same record the sections' sell-order invoice endpoints use.
 */
import { http } from 'msw';
import { db } from '../db/database.ts';
import { sellsIn, storeOf } from '../db/seller-stores.ts';
import type { OrderRecord, Platform, UserRecord } from '../db/types.ts';
import type { ListingOrderRecord } from '../db/vertical-types.ts';
import { Platform as PLATFORMS } from '@carsi/sdk/main';
import { int } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { invoiceFromForm, multipartOf } from '../http/invoice-upload.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { invoiceView } from '../verticals/views/invoices.ts';
import { buyerInvoices, marketInvoiceView, sellerInvoices } from '../views/invoices.ts';
import { withUser } from './with-user.ts';

const PLATFORM_VALUES: readonly string[] = Object.values(PLATFORMS);
const isPlatform = (value: string): value is Platform => PLATFORM_VALUES.includes(value);

function invoiceList(user: UserRecord, request: Request, list: (userId: number, platform?: Platform) => ReturnType<typeof buyerInvoices>): Response {
  const url = new URL(request.url);
  const raw = url.searchParams.get('platform');
  if (raw !== null && !isPlatform(raw)) return invalid('platform');
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  return ok(paginate(list(user.id, raw ?? undefined), paging));
}

type Sold = { market: OrderRecord } | { section: ListingOrderRecord };

/** The order the user sold (as their store or in a section), or the refusal: unknown 2000-0201, someone else's 1000-1008. */
function soldOrder(user: UserRecord, orderId: number): Sold | Response {
  const store = storeOf(user.id);
  const market = db.orders.find((o) => o.id === orderId);
  if (market && store && sellsIn(store, market)) return { market };
  const section = db.listingOrders.find((o) => o.id === orderId);
  if (section && section.sellerId === user.id) return { section };
  return market || section ? failWith('1000-1008') : failWith('2000-0201');
}

/** A one-page PDF naming the invoice (the stored file the seller uploaded stands in for it). */
function invoicePdf(invoiceNumber: string, invoiceDate: string): string {
  const text = `Fatura ${invoiceNumber} - ${invoiceDate}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

export const invoiceHandlers = [
  // The PDF behind an invoice's fileUrl (/files/invoices/<id>.pdf).
  http.get('*/files/invoices/:file', ({ params }) => {
    const id = int(String(params.file).replace(/\.pdf$/, ''));
    const invoice = db.orders.find((o) => o.invoice?.id === id)?.invoice ?? db.listingOrders.find((o) => o.invoice?.id === id)?.invoice;
    if (!invoice) return new Response('Fatura bulunamadı', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(invoicePdf(invoice.invoiceNumber, invoice.invoiceDate), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="fatura-${invoice.invoiceNumber}.pdf"` },
    });
  }),

  http.get('*/api/marketplace/invoice/buyer', withUser((user, { request }) => invoiceList(user, request, buyerInvoices))),

  http.get('*/api/marketplace/invoice/seller', withUser((user, { request }) => invoiceList(user, request, sellerInvoices))),

  http.post('*/api/marketplace/invoice', withUser(async (user, { request }) => {
    const form = await multipartOf(request);
    const rawId = form?.get('orderId');
    const orderId = typeof rawId === 'string' ? int(rawId) : undefined;
    if (form && (orderId === undefined || orderId < 1)) return invalid('orderId');
    if (!form || orderId === undefined) return failWith('2000-0011');
    const sold = soldOrder(user, orderId);
    if (sold instanceof Response) return sold;
    const order = 'market' in sold ? sold.market : sold.section;
    const invoice = invoiceFromForm(form, order);
    if (invoice instanceof Response) return invoice;
    if ('market' in sold) {
      const store = storeOf(user.id);
      if (!store) return failWith('1000-1008');
      sold.market.invoice = { ...invoice, sellerId: store.id };
      const view = marketInvoiceView(sold.market);
      return view ? ok(view) : failWith('2000-0210');
    }
    sold.section.invoice = invoice;
    const view = invoiceView(sold.section);
    return view ? ok(view) : failWith('2000-0210');
  })),

  http.delete('*/api/marketplace/invoice/:id', withUser((user, { params }) => {
    const id = int(params.id);
    const store = storeOf(user.id);
    const market = store ? db.orders.find((o) => o.invoice?.id === id && o.invoice?.sellerId === store.id) : undefined;
    if (market) {
      delete market.invoice;
      return ok({});
    }
    const section = db.listingOrders.find((o) => o.invoice?.id === id && o.sellerId === user.id);
    if (!section) return failWith('2000-0210');
    section.invoice = undefined;
    return ok({});
  })),
];

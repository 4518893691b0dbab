/**
 * Invoices across the sections (contract tag `invoices`): the buyer's and the seller's lists, upload and
 * removal. A marketplace order's invoice belongs to the store that sells in it; a section order's to
 * its selling user — the same record the sections' sell-order invoice endpoints use.
 */
import { http } from 'msw';
import type { CommerceSide } from '../commerce/commerce-side.ts';
import { invoiceView } from '../commerce/invoice-view.ts';
import type { InvoiceRecord, OrderRecord } from '../db/commerce-types.ts';
import { sellsIn, storeOf } from '../db/seller-stores.ts';
import { newerFirst } from '../db/timestamps.ts';
import type { Platform, UserRecord } from '../db/types.ts';
import { Platform as PLATFORMS, type Invoice } from '@carsi/sdk/main';
import { int } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { invoiceFromForm, multipartOf } from '../http/invoice-upload.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { sectionSide } from '../verticals/views/section-side.ts';
import { marketSide } from '../views/market-side.ts';
import { withUser } from './with-user.ts';

/** How each side of the shop lets a user sell: who may upload an order's invoice, and whose an invoice is. */
interface InvoiceSeller {
  side: CommerceSide;
  /** The user sells in the order (and may upload its invoice). */
  sells: (user: UserRecord, order: OrderRecord) => boolean;
  /** The invoice on the order is the user's own. */
  owns: (user: UserRecord, order: OrderRecord) => boolean;
  /** The uploaded invoice as stored: a marketplace invoice names the store. */
  stamp: (user: UserRecord, invoice: InvoiceRecord) => InvoiceRecord;
}

const storeIdOf = (user: UserRecord): number | undefined => storeOf(user.id)?.id;

const SELLERS: readonly InvoiceSeller[] = [
  {
    side: marketSide,
    sells: (user, order) => {
      const store = storeOf(user.id);
      return store !== undefined && sellsIn(store, order);
    },
    owns: (user, order) => order.invoice !== undefined && order.invoice.sellerId !== undefined && order.invoice.sellerId === storeIdOf(user),
    stamp: (user, invoice) => ({ ...invoice, sellerId: storeIdOf(user) ?? 0 }),
  },
  {
    side: sectionSide,
    sells: (user, order) => order.sellerId === user.id,
    owns: (user, order) => order.sellerId === user.id,
    stamp: (_user, invoice) => invoice,
  },
];

const PLATFORM_VALUES: readonly string[] = Object.values(PLATFORMS);
const isPlatform = (value: string): value is Platform => PLATFORM_VALUES.includes(value);

/** `platform` query: undefined for all sections; ALL also means all. */
const inPlatform = (platform: Platform | undefined, of: Platform): boolean => platform === undefined || platform === 'ALL' || platform === of;

const newestFirst = (a: Invoice, b: Invoice): number => newerFirst(a.createdAt, b.createdAt) || b.id - a.id;

/** The invoices of every side's orders that `mine` keeps, in the asked platform, newest first. */
function invoicesOf(platform: Platform | undefined, mine: (seller: InvoiceSeller, order: OrderRecord) => boolean): Invoice[] {
  return SELLERS.flatMap((seller) => seller.side.orders()
    .filter((o) => o.invoice !== undefined && inPlatform(platform, o.platform) && mine(seller, o))
    .flatMap((o) => invoiceView(seller.side, o) ?? []))
    .sort(newestFirst);
}

function invoiceList(user: UserRecord, request: Request, mine: (seller: InvoiceSeller, order: OrderRecord) => boolean): Response {
  const url = new URL(request.url);
  const raw = url.searchParams.get('platform');
  if (raw !== null && !isPlatform(raw)) return invalid('platform');
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  return ok(paginate(invoicesOf(raw ?? undefined, mine), paging));
}

/** The order the user sold (as their store or in a section), or the refusal: unknown 2000-0201, someone else's 1000-1008. */
function soldOrder(user: UserRecord, orderId: number): { seller: InvoiceSeller; order: OrderRecord } | Response {
  let known = false;
  for (const seller of SELLERS) {
    const order = seller.side.orders().find((o) => o.id === orderId);
    if (order && seller.sells(user, order)) return { seller, order };
    known ||= order !== undefined;
  }
  return known ? failWith('1000-1008') : failWith('2000-0201');
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
    const invoice = SELLERS.flatMap((s) => s.side.orders()).find((o) => o.invoice?.id === id)?.invoice;
    if (!invoice) return new Response('Fatura bulunamadı', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(invoicePdf(invoice.invoiceNumber, invoice.invoiceDate), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="fatura-${invoice.invoiceNumber}.pdf"` },
    });
  }),

  http.get('*/api/marketplace/invoice/buyer', withUser((user, { request }) => invoiceList(user, request, (_seller, o) => o.buyerId === user.id))),

  http.get('*/api/marketplace/invoice/seller', withUser((user, { request }) => invoiceList(user, request, (seller, o) => seller.owns(user, o)))),

  http.post('*/api/marketplace/invoice', withUser(async (user, { request }) => {
    const form = await multipartOf(request);
    const rawId = form?.get('orderId');
    const orderId = typeof rawId === 'string' ? int(rawId) : undefined;
    if (form && (orderId === undefined || orderId < 1)) return invalid('orderId');
    if (!form || orderId === undefined) return failWith('2000-0011');
    const sold = soldOrder(user, orderId);
    if (sold instanceof Response) return sold;
    const invoice = invoiceFromForm(form, sold.order);
    if (invoice instanceof Response) return invoice;
    sold.order.invoice = sold.seller.stamp(user, invoice);
    const view = invoiceView(sold.seller.side, sold.order);
    return view ? ok(view) : failWith('2000-0210');
  })),

  http.delete('*/api/marketplace/invoice/:id', withUser((user, { params }) => {
    const id = int(params.id);
    for (const seller of SELLERS) {
      const order = seller.side.orders().find((o) => o.invoice?.id === id && seller.owns(user, o));
      if (order) {
        delete order.invoice;
        return ok({});
      }
    }
    return failWith('2000-0210');
  })),
];

/**
 * Phone change, the marketplace's asked/received questions, card installments, the seller's shipping
 * update and order invoice, the invoice lists/upload/removal and the AI product suggestions: each
 * rule and code a consumer of these operations would notice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_CODE_RESEND_MS, PHONE_CODE_TTL_MS, SHIPPING_CHANGE_WAIT_MS } from '../db/timings.ts';
import { openSession } from '../http/session.ts';
import { DEMO_TOKEN, db, resetMocks, server } from '../node.ts';
import { api, data, type ApiAnswer } from '../testing/api.ts';
import { PHONE_CODE } from './phone.ts';
import { VERTICALS } from '../verticals/config.ts';
import { OrderStatus } from '@carsi/sdk/main';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

interface Page<T> { items: T[]; totalCount: number }
interface QuestionWire { id: number; productId: number; answer?: string; answeredAt?: string; askerName: string; product?: { id: number; title: string } }
interface InvoiceWire { id: number; orderId: number; platform: string; sellerName: string; buyerName: string; invoiceNumber: string }

const code = (answer: ApiAnswer): string | number => answer.body.code;
/** The corporate demo (user 2) runs the first marketplace store. */
const STORE_ID = 1;
const storeToken = (): string => openSession(2);

async function upload(form: FormData, token: string): Promise<ApiAnswer> {
  const response = await fetch('http://localhost/api/marketplace/invoice', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}
const invoiceForm = (orderId: number | undefined, file?: File, invoiceNumber?: string): FormData => {
  const form = new FormData();
  if (orderId !== undefined) form.set('orderId', String(orderId));
  if (file) form.set('file', file);
  if (invoiceNumber) form.set('invoiceNumber', invoiceNumber);
  return form;
};
const pdf = (): File => new File(['%PDF-1.4 fatura'], 'fatura.pdf', { type: 'application/pdf' });

/** The demo user buys a product of the store: a fresh RECEIVED order the store sells in. */
async function orderFromStore(): Promise<number> {
  const product = db.products.find((p) => p.sellerId === STORE_ID && p.stock > 2);
  if (!product) throw new Error('the store sells nothing in stock');
  db.carts.set(1, [{ productId: product.id, quantity: 1, selected: true, addedAt: new Date().toISOString() }]);
  const order = data<{ id: number }>(await api('/api/marketplace/order/create', { token: DEMO_TOKEN, body: { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 } }));
  return order.id;
}

describe('phone change', () => {
  it('sends a code to a different number, refuses a resend within a minute and changes the number with the code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(code(await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '5321234567' } }))).toBe('1000-1016');
    expect(code(await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '0532' } }))).toBe('1000-1016');
    const sent = data<{ phone: string; expiresAt: string; resendAfterSeconds: number }>(await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '5559876543' } }));
    expect(sent).toMatchObject({ phone: '5559876543', resendAfterSeconds: PHONE_CODE_RESEND_MS / 1000 });
    expect(Date.parse(sent.expiresAt) - Date.now()).toBe(PHONE_CODE_TTL_MS);
    const again = await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '5559876543' } });
    expect([again.status, code(again)]).toEqual([429, '1000-1002']);
    expect(code(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5551112233', code: PHONE_CODE } }))).toBe('1000-1004');
    expect(code(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5559876543', code: '000000' } }))).toBe('1000-1013');
    const user = data<{ phone: string; phoneVerified: boolean }>(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5559876543', code: PHONE_CODE } }));
    expect(user).toMatchObject({ phone: '5559876543', phoneVerified: true });
    expect(data<{ phone: string }>(await api('/api/user/information', { token: DEMO_TOKEN })).phone).toBe('5559876543');
    // the code was used up
    expect(code(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5559876543', code: PHONE_CODE } }))).toBe('1000-1004');
  });

  it('answers 1000-1014 once the code expired, and a new code can be asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '5559876543' } });
    vi.setSystemTime(Date.now() + PHONE_CODE_TTL_MS + 1);
    expect(code(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5559876543', code: PHONE_CODE } }))).toBe('1000-1014');
    expect(code(await api('/api/user/phone', { token: DEMO_TOKEN, body: { phone: '5559876543' } }))).toBe(0);
    expect(code(await api('/api/user/phone/verify', { token: DEMO_TOKEN, body: { phone: '5559876543', code: PHONE_CODE } }))).toBe(0);
  });
});

describe('marketplace questions', () => {
  it('lists the questions the user asked, newest first, including a new one', async () => {
    const before = data<Page<QuestionWire>>(await api('/api/marketplace/question/asked', { token: DEMO_TOKEN }));
    expect(before.totalCount).toBe(db.questions.filter((q) => q.askerId === 1).length);
    expect(before.totalCount).toBeGreaterThan(0);
    const asked = data<QuestionWire>(await api('/api/marketplace/product/50/question', { token: DEMO_TOKEN, body: { question: 'Kutusu orijinal mi?' } }));
    expect(asked).not.toHaveProperty('askerId');
    const after = data<Page<QuestionWire>>(await api('/api/marketplace/question/asked?pageSize=100', { token: DEMO_TOKEN }));
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items[0]?.id).toBe(asked.id);
    // The asker's list names the product each question was asked on; the product's own list does not repeat it.
    expect(after.items[0]?.product).toMatchObject({ id: 50, title: db.products.find((p) => p.id === 50)?.title });
    const onProduct = data<Page<QuestionWire>>(await api('/api/marketplace/product/50/question'));
    expect(onProduct.items[0]).not.toHaveProperty('product');
    expect(code(await api('/api/marketplace/question/asked?pageSize=0', { token: DEMO_TOKEN }))).toBe('1000-1016');
  });

  it('lets only the store answer and see questions on its products', async () => {
    const store = storeToken();
    const product = db.products.find((p) => p.sellerId === STORE_ID);
    const other = db.products.find((p) => p.sellerId !== STORE_ID);
    if (!product || !other) throw new Error('seed has no products');
    const mine = data<QuestionWire>(await api(`/api/marketplace/product/${product.id}/question`, { token: DEMO_TOKEN, body: { question: 'Yıkamada çeker mi?' } }));
    const theirs = data<QuestionWire>(await api(`/api/marketplace/product/${other.id}/question`, { token: DEMO_TOKEN, body: { question: 'Garanti süresi ne kadar?' } }));
    expect(code(await api('/api/marketplace/question/received', { token: DEMO_TOKEN }))).toBe('1000-1008');
    const waiting = data<Page<QuestionWire>>(await api('/api/marketplace/question/received?answered=false&pageSize=100', { token: store }));
    expect(waiting.items.map((q) => q.id)).toContain(mine.id);
    expect(waiting.items.map((q) => q.id)).not.toContain(theirs.id);
    expect(waiting.items.every((q) => q.answer === undefined)).toBe(true);
    expect(code(await api('/api/marketplace/question/received?answered=belki', { token: store }))).toBe('1000-1016');

    expect(code(await api('/api/marketplace/question/999999/answer', { token: store, body: { answer: 'Evet.' } }))).toBe('2000-0211');
    expect(code(await api(`/api/marketplace/question/${theirs.id}/answer`, { token: store, body: { answer: 'Evet.' } }))).toBe('1000-1008');
    expect(code(await api(`/api/marketplace/question/${mine.id}/answer`, { token: DEMO_TOKEN, body: { answer: 'Evet.' } }))).toBe('1000-1008');
    expect(code(await api(`/api/marketplace/question/${mine.id}/answer`, { token: store, body: { answer: ' ' } }))).toBe('1000-1016');
    const answered = data<QuestionWire>(await api(`/api/marketplace/question/${mine.id}/answer`, { token: store, body: { answer: 'Hayır, %100 pamuk ve ön yıkamalı.' } }));
    expect(answered.answer).toBe('Hayır, %100 pamuk ve ön yıkamalı.');
    expect(answered.answeredAt).toBeDefined();
    const done = data<Page<QuestionWire>>(await api('/api/marketplace/question/received?answered=true&pageSize=100', { token: store }));
    expect(done.items.map((q) => q.id)).toContain(mine.id);
  });

  it('deletes a question for its asker or the store, not for anyone else', async () => {
    const product = db.products.find((p) => p.sellerId === STORE_ID);
    if (!product) throw new Error('seed has no store product');
    const ask = async (): Promise<number> =>
      data<QuestionWire>(await api(`/api/marketplace/product/${product.id}/question`, { token: DEMO_TOKEN, body: { question: 'Hediye paketi var mı?' } })).id;
    const first = await ask();
    const second = await ask();
    const stranger = openSession(5);
    expect(code(await api(`/api/marketplace/question/${first}`, { method: 'DELETE', token: stranger }))).toBe('1000-1008');
    expect(code(await api('/api/marketplace/question/999999', { method: 'DELETE', token: DEMO_TOKEN }))).toBe('2000-0211');
    expect(code(await api(`/api/marketplace/question/${first}`, { method: 'DELETE', token: DEMO_TOKEN }))).toBe(0);
    expect(code(await api(`/api/marketplace/question/${second}`, { method: 'DELETE', token: storeToken() }))).toBe(0);
    expect(code(await api(`/api/marketplace/question/${first}`, { method: 'DELETE', token: DEMO_TOKEN }))).toBe('2000-0211');
    const left = data<Page<QuestionWire>>(await api(`/api/marketplace/product/${product.id}/question`));
    expect(left.items.some((q) => q.id === first || q.id === second)).toBe(false);
  });
});

describe('card installments', () => {
  interface CardInfoWire { bankName: string; brand: string; cardType: string; installments: { installment: number; installmentAmount: number; totalAmount: number; interestRate: number }[] }

  it('offers 1, 3, 6 and 9 installments on a known credit card, with the bank and totals', async () => {
    const info = data<CardInfoWire>(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '552879', amount: 1249.9 } }));
    expect(info).toMatchObject({ bankName: 'Garanti BBVA', brand: 'MASTERCARD', cardType: 'CREDIT' });
    expect(info.installments.map((i) => i.installment)).toEqual([1, 3, 6, 9]);
    expect(info.installments[0]).toEqual({ installment: 1, installmentAmount: 1249.9, totalAmount: 1249.9, interestRate: 0 });
    expect(info.installments[1]).toMatchObject({ installmentAmount: 424.97, totalAmount: 1274.9 });
    for (const i of info.installments) expect(Math.abs(i.installmentAmount * i.installment - i.totalAmount)).toBeLessThan(0.05);
  });

  it('offers one payment on debit cards and small amounts', async () => {
    const debit = data<CardInfoWire>(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '97920412', amount: 800 } }));
    expect(debit).toMatchObject({ bankName: 'Ziraat Bankası', brand: 'TROY', cardType: 'DEBIT' });
    expect(debit.installments.map((i) => i.installment)).toEqual([1]);
    const small = data<CardInfoWire>(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '415565', amount: 59.9 } }));
    expect(small.installments.map((i) => i.installment)).toEqual([1]);
  });

  it('answers 2000-0056 for an unknown BIN or nothing to pay, 1000-1016 for a malformed request', async () => {
    expect(code(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '123456', amount: 100 } }))).toBe('2000-0056');
    expect(code(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '552879', amount: 0 } }))).toBe('2000-0056');
    expect(code(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '5528', amount: 100 } }))).toBe('1000-1016');
    expect(code(await api('/api/marketplace/order/card/info', { token: DEMO_TOKEN, body: { binNumber: '552879', amount: -5 } }))).toBe('1000-1016');
  });

  it('names the bank of a saved card from the same table', async () => {
    const card = data<{ bankName?: string; brand: string }>(await api('/api/marketplace/card', { token: DEMO_TOKEN, body: { cardAlias: 'İş', holderName: 'Ayşe Yılmaz', cardNumber: '4155650100416111', expireMonth: 1, expireYear: 2031 } }));
    expect(card).toMatchObject({ bankName: 'Türkiye İş Bankası', brand: 'VISA' });
  });
});

describe('shipping update and order invoice', () => {
  it('lets the store ship its order, then refuses a change within a minute (2000-0063)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const orderId = await orderFromStore();
    // Held like a seeded order: a placed one would be delivered on its own a minute later (ORDER_STEP_MS).
    const placed = db.orders.find((o) => o.id === orderId);
    if (placed) delete placed.progressFrom;
    const body = { orderId, cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' };
    expect(code(await api('/api/marketplace/order/shipping-update', { token: DEMO_TOKEN, body }))).toBe('1000-1008');
    expect(code(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body: { ...body, orderId: 999999 } }))).toBe('2000-0201');
    expect(code(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body: { ...body, trackingNumber: 'YK-1' } }))).toBe('1000-1016');
    const shipped = data<{ status: number; shipment: { cargoCompany: string; trackingNumber: string } }>(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body }));
    expect(shipped).toMatchObject({ status: OrderStatus.SHIPPED, shipment: { cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' } });
    const fix = { ...body, cargoCompany: 'Aras Kargo', trackingNumber: 'AR987654321' };
    expect(code(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body: fix }))).toBe('2000-0063');
    vi.setSystemTime(Date.now() + SHIPPING_CHANGE_WAIT_MS);
    const fixed = data<{ shipment: { cargoCompany: string } }>(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body: fix }));
    expect(fixed.shipment.cargoCompany).toBe('Aras Kargo');
    // the buyer sees the carrier the store entered
    expect(data<{ shipment: { trackingNumber: string } }>(await api(`/api/marketplace/order/list/${orderId}`, { token: DEMO_TOKEN })).shipment.trackingNumber).toBe('AR987654321');
  });

  it('refuses to ship a delivered order (1000-1007)', async () => {
    const delivered = db.orders.find((o) => o.status === OrderStatus.DELIVERED && o.items.some((i) => i.sellerId === STORE_ID));
    const orderId = delivered?.id ?? (await orderFromStore());
    if (!delivered) {
      const order = db.orders.find((o) => o.id === orderId);
      if (order) order.status = OrderStatus.DELIVERED;
    }
    expect(code(await api('/api/marketplace/order/shipping-update', { token: storeToken(), body: { orderId, cargoCompany: 'PTT Kargo', trackingNumber: 'PTT12345678' } }))).toBe('1000-1007');
  });

  it("answers a delivered order's invoice, 2000-0210 before one is uploaded and 2000-0201 for someone else's order", async () => {
    const delivered = db.orders.find((o) => o.buyerId === 1 && o.status === OrderStatus.DELIVERED);
    if (!delivered) throw new Error('seed has no delivered order');
    const invoice = data<InvoiceWire>(await api('/api/marketplace/order/get-invoice', { token: DEMO_TOKEN, body: { orderId: delivered.id } }));
    expect(invoice).toMatchObject({ orderId: delivered.id, platform: 'MARKETPLACE', buyerName: 'Ayşe Yılmaz' });
    expect(invoice.invoiceNumber).toMatch(/^[A-Z0-9]{3}\d{13}$/);
    const fresh = await orderFromStore();
    expect(code(await api('/api/marketplace/order/get-invoice', { token: DEMO_TOKEN, body: { orderId: fresh } }))).toBe('2000-0210');
    const othersOrder = db.orders.find((o) => o.buyerId !== 1);
    expect(code(await api('/api/marketplace/order/get-invoice', { token: DEMO_TOKEN, body: { orderId: othersOrder?.id } }))).toBe('2000-0201');
  });
});

describe('invoices', () => {
  it('uploads one PDF per order for the store: file required, PDF only, no second one; the buyer then sees it', async () => {
    const store = storeToken();
    const orderId = await orderFromStore();
    expect(code(await upload(invoiceForm(orderId), store))).toBe('2000-0011');
    expect(code(await upload(invoiceForm(orderId, new File(['x'], 'fatura.png', { type: 'image/png' })), store))).toBe('2000-0035');
    expect(code(await upload(invoiceForm(orderId, pdf(), 'yanlış'), store))).toBe('1000-1016');
    expect(code(await upload(invoiceForm(999999, pdf()), store))).toBe('2000-0201');
    expect(code(await upload(invoiceForm(orderId, pdf()), DEMO_TOKEN))).toBe('1000-1008');
    const created = data<InvoiceWire>(await upload(invoiceForm(orderId, pdf(), 'ABC2025000000123'), store));
    expect(created).toMatchObject({ orderId, platform: 'MARKETPLACE', invoiceNumber: 'ABC2025000000123', sellerName: db.sellers[0]?.name });
    expect(code(await upload(invoiceForm(orderId, pdf()), store))).toBe('2000-0071');
    expect(data<InvoiceWire>(await api('/api/marketplace/order/get-invoice', { token: DEMO_TOKEN, body: { orderId } })).id).toBe(created.id);
    expect(data<{ hasInvoice: boolean }>(await api(`/api/marketplace/order/list/${orderId}`, { token: DEMO_TOKEN })).hasInvoice).toBe(true);

    const bought = data<Page<InvoiceWire>>(await api('/api/marketplace/invoice/buyer?platform=MARKETPLACE&pageSize=100', { token: DEMO_TOKEN }));
    expect(bought.items[0]?.id).toBe(created.id);
    const sold = data<Page<InvoiceWire>>(await api('/api/marketplace/invoice/seller', { token: store }));
    expect(sold.items.map((i) => i.id)).toContain(created.id);

    expect(code(await api(`/api/marketplace/invoice/${created.id}`, { method: 'DELETE', token: DEMO_TOKEN }))).toBe('2000-0210');
    expect(code(await api(`/api/marketplace/invoice/${created.id}`, { method: 'DELETE', token: store }))).toBe(0);
    expect(code(await api(`/api/marketplace/invoice/${created.id}`, { method: 'DELETE', token: store }))).toBe('2000-0210');
    expect(code(await api('/api/marketplace/order/get-invoice', { token: DEMO_TOKEN, body: { orderId } }))).toBe('2000-0210');
    // a corrected one can be uploaded again
    expect(code(await upload(invoiceForm(orderId, pdf()), store))).toBe(0);
  });

  it("takes a section sale's invoice too, the same one the section's buy-order shows", async () => {
    const sale = db.listingOrders.find((o) => o.sellerId === 1 && !o.invoice);
    if (!sale) throw new Error('seed has no section sale');
    const section = VERTICALS.find((v) => v.platform === sale.platform)?.slug;
    const created = data<InvoiceWire>(await upload(invoiceForm(sale.id, pdf()), DEMO_TOKEN));
    const platform = created.platform;
    expect(platform).not.toBe('MARKETPLACE');
    const buyer = openSession(sale.buyerId);
    expect(data<InvoiceWire>(await api(`/api/${section}/buy-order/${sale.id}/invoice`, { token: buyer })).id).toBe(created.id);
    const mine = data<Page<InvoiceWire>>(await api(`/api/marketplace/invoice/seller?platform=${platform}`, { token: DEMO_TOKEN }));
    expect(mine.items.map((i) => i.id)).toContain(created.id);
    expect(data<Page<InvoiceWire>>(await api('/api/marketplace/invoice/seller?platform=MARKETPLACE', { token: DEMO_TOKEN })).totalCount).toBe(0);
    expect(data<Page<InvoiceWire>>(await api(`/api/marketplace/invoice/buyer?platform=${platform}`, { token: buyer })).items.map((i) => i.id)).toContain(created.id);
    expect(code(await api('/api/marketplace/invoice/buyer?platform=BILMEM', { token: DEMO_TOKEN }))).toBe('1000-1016');
    expect(code(await api(`/api/marketplace/invoice/${created.id}`, { method: 'DELETE', token: DEMO_TOKEN }))).toBe(0);
    expect(code(await api(`/api/${section}/buy-order/${sale.id}/invoice`, { token: buyer }))).toBe('2000-0210');
  });

  it("lists the buyer's seeded marketplace invoices, newest first", async () => {
    const page = data<Page<InvoiceWire>>(await api('/api/marketplace/invoice/buyer?platform=MARKETPLACE', { token: DEMO_TOKEN }));
    expect(page.totalCount).toBe(db.orders.filter((o) => o.buyerId === 1 && o.invoice).length);
    expect(page.totalCount).toBeGreaterThan(0);
  });
});

describe('AI suitable products', () => {
  interface Suggestion { product: { id: number; title: string; stock: number; price: number; discountedPrice?: number }; reason: string; matchScore: number }
  interface Result { need: string; summary?: string; suggestions: Suggestion[] }
  const ask = (body: unknown): Promise<ApiAnswer> => api('/api/ai/suitable-products', { token: DEMO_TOKEN, body });

  it('suggests matching products in stock, the same ones every time, best first', async () => {
    const need = 'Çay içmeyi seven anneme bir çaydanlık ya da çay bardağı arıyorum';
    const first = data<Result>(await ask({ need }));
    const second = data<Result>(await ask({ need }));
    expect(first.need).toBe(need);
    expect(first.suggestions.length).toBeGreaterThan(0);
    expect(first.suggestions.length).toBeLessThanOrEqual(5);
    expect(first.suggestions.map((s) => s.product.id)).toEqual(second.suggestions.map((s) => s.product.id));
    expect(first.suggestions.every((s) => s.product.stock > 0 && s.reason.length > 0)).toBe(true);
    expect(first.suggestions.some((s) => /çay/iu.test(s.product.title))).toBe(true);
    const scores = first.suggestions.map((s) => s.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps to the budget, the category and the limit', async () => {
    const leaf = db.categories.find((c) => c.level === 3 && db.products.some((p) => p.categoryId === c.id && p.stock > 0));
    if (!leaf) throw new Error('no leaf category with stock');
    const result = data<Result>(await ask({ need: 'Kendime güzel bir şey almak istiyorum', categorySlug: leaf.slug, limit: 2 }));
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(2);
    for (const s of result.suggestions) expect(db.products.find((p) => p.id === s.product.id)?.categoryId).toBe(leaf.id);
    const cheap = data<Result>(await ask({ need: 'Mutfak için çay bardağı veya kupa', budget: 150, limit: 10 }));
    for (const s of cheap.suggestions) expect(s.product.discountedPrice ?? s.product.price).toBeLessThanOrEqual(150);
  });

  it('answers 1000-1016 for a short need or a negative budget and 2000-0203 for an unknown category', async () => {
    expect(code(await ask({ need: 'çay' }))).toBe('1000-1016');
    expect(code(await ask({ need: 'Çay bardağı arıyorum', budget: -1 }))).toBe('1000-1016');
    expect(code(await ask({ need: 'Çay bardağı arıyorum', limit: 11 }))).toBe('1000-1016');
    const unknown = await ask({ need: 'Çay bardağı arıyorum', categorySlug: 'yok-boyle-kategori' });
    expect([unknown.status, code(unknown)]).toEqual([404, '2000-0203']);
  });
});

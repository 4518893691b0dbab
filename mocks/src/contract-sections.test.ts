/**
 * Contract conformance of the content and live services, blog, campaign pages, ratings and the
 * second-hand / craft / swap sections: a scripted run over every one of their operations (every
 * seeded listing, broadcast and article included), each answer checked against the SDK's schema.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '@carsi/sdk/schemas';
import { openSession } from './http/session.ts';
import { DEMO_TOKEN, db, resetMocks, server } from './node.ts';
import { createProbe, type Probe } from './testing/contract-probe.ts';
import { listingForm } from './testing/listing-form.ts';
import { VERTICALS, type VerticalConfig } from './verticals/config.ts';
import { OrderStatus } from '@carsi/sdk/main';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const SECTION_PREFIX = /^(secondHand|craft|swap|content|live|blog)/;
const RATING_OPS = /Rating|Reviews$/;
/** Marketplace operations made stateful after the first contract run (phone, questions, installments, shipping, invoices, AI). */
const MARKETPLACE_EXTRAS: ReadonlySet<string> = new Set([
  'requestPhoneChange', 'verifyPhoneChange', 'listAskedQuestions', 'listReceivedQuestions', 'answerQuestion', 'deleteQuestion',
  'getCardInstallments', 'updateOrderShipping', 'getOrderInvoice', 'listBuyerInvoices', 'listSellerInvoices', 'createInvoice',
  'deleteInvoice', 'generateSuitableProducts',
]);
const isScripted = (id: string): boolean =>
  SECTION_PREFIX.test(id) || RATING_OPS.test(id) || id === 'getCampaignPage' || id.startsWith('auction') || MARKETPLACE_EXTRAS.has(id);

const leafCategory = (): number => db.categories.find((c) => c.level === 3)?.id ?? 1;

async function publicPart(p: Probe): Promise<void> {
  for (const path of ['/featured_categories', '/static_pages', '/static_pages/hakkimizda', '/static_pages/yok-boyle-sayfa', '/main_banner', '/other_services']) await p.call('GET', path, undefined, undefined);
  // The help centres of the main shop and Mezat: each category, a section, and refused inputs.
  for (const platform of ['MARKETPLACE', 'AUCTION']) {
    await p.call('GET', `/help_centre/categories?platform=${platform}`, undefined, undefined);
    await p.call('GET', `/help_centre/categories?platform=${platform}&section=HELP`, undefined, undefined);
    for (const categoryId of [1, 2, 3, 4]) await p.call('GET', `/help_centre/articles?platform=${platform}&categoryId=${categoryId}`, undefined, undefined);
  }
  await p.call('GET', '/help_centre/categories?platform=SECOND_HAND', undefined, undefined);
  await p.call('GET', '/help_centre/articles?platform=MARKETPLACE&categoryId=9', undefined, undefined);
  await p.call('GET', '/api/auction/category', undefined, undefined);
  for (const c of db.auctionCategories) await p.call('GET', `/live/list?categoryId=${c.id}`, undefined, undefined);
  for (const b of db.broadcasts) await p.call('GET', `/live/broadcast/${b.id}`, undefined, undefined);
  await p.call('GET', '/live/list?categoryId=999', undefined, undefined);
  await p.call('GET', '/api/blog/category', undefined, undefined);
  await p.call('GET', '/api/blog/article?pageSize=5', undefined, undefined);
  for (const c of db.blogCategories) await p.call('GET', `/api/blog/article?categorySlug=${c.slug}`, undefined, undefined);
  for (const a of db.articles) {
    await p.call('GET', `/api/blog/article/${a.id}`, undefined, undefined);
    await p.call('GET', `/api/blog/article/slug/${a.slug}`, undefined, undefined);
    await p.call('GET', `/api/blog/article/similar/${a.id}`, undefined, undefined);
  }
  for (const slug of ['kis-indirimi', 'efsane-gunler', 'okula-donus', 'yerli-ureticiler', 'kargo-bedava', 'carsi10', 'haftanin-firsatlari', 'cok-satanlar', 'yeni-gelenler', 'bitmis-kampanya']) {
    await p.call('GET', `/api/marketplace/campaign-page/${slug}?sort=PRICE_BY_ASC&pageSize=10`, undefined, undefined);
  }
}

async function auctionPart(p: Probe): Promise<void> {
  for (const path of ['live', 'live/history', 'view-history', 'package', 'package/purchased', 'contract', 'ban', 'user/1', 'user/9999']) await p.call('GET', `/api/auction/${path}`);
  const fresh = openSession(20);
  await p.call('POST', '/api/auction/package/1/buy', { cardId: 1 }, fresh);
  const contract = (await p.call('GET', '/api/auction/contract', undefined, fresh)) as { version: string };
  await p.call('POST', '/api/auction/contract', { version: contract.version, accepted: true }, fresh);
  await p.call('POST', '/api/auction/package/2/buy', { cardId: 1, installment: 3 });
  await p.call('POST', '/api/auction/package/99/buy', { cardId: 1 });
  await p.call('POST', '/api/auction/ban/12');
  await p.call('POST', '/api/auction/ban/1');
  await p.call('POST', '/api/auction/unban/12');
  const broadcast = db.broadcasts.find((b) => b.status === 'LIVE' && b.host.id !== 1);
  const lot = broadcast?.lots.find((l) => !l.sold);
  expect(lot, 'a live lot to bid on').toBeDefined();
  const bids = (await p.call('GET', `/api/auction/lot/${lot?.id}/bid`)) as { nextMinimumBid: number };
  await p.call('GET', `/api/auction/lot/${lot?.id}/bid`, undefined, undefined);
  await p.call('POST', `/api/auction/lot/${lot?.id}/bid`, { amount: bids.nextMinimumBid });
  await p.call('POST', `/api/auction/lot/${lot?.id}/bid`, { amount: 1 });
  await p.call('GET', '/api/auction/lot/999999/bid');
}

async function ratingsPart(p: Probe): Promise<void> {
  for (const target of ['product', 'seller']) {
    for (const list of ['new', 'approved', 'not-approved']) await p.call('GET', `/api/marketplace/rating/${target}/${list}`);
    const ratable = (await p.call('GET', `/api/marketplace/rating/${target}/new`)) as { items: { orderId: number; product?: { id: number }; seller: { id: number } }[] };
    const item = ratable.items[0];
    expect(item, `a ${target} left to rate`).toBeDefined();
    const body = target === 'product' ? { orderId: item?.orderId, productId: item?.product?.id, score: 4, comment: 'Güzel ürün.' } : { orderId: item?.orderId, sellerId: item?.seller.id, score: 5 };
    const rating = (await p.call('POST', `/api/marketplace/rating/${target}`, body)) as { id: number };
    await p.call('POST', `/api/marketplace/rating/${target}`, body);
    await p.call('GET', `/api/marketplace/rating/${target}/detail/${rating.id}`);
    await p.call('PUT', `/api/marketplace/rating/${target}/update/${rating.id}`, { score: 3, comment: 'Fikrimi değiştirdim.' });
    await p.call('DELETE', `/api/marketplace/rating/${target}/delete/${rating.id}`);
    await p.call('GET', `/api/marketplace/rating/${target}/detail/${rating.id}`);
  }
  for (const product of db.products.slice(0, 40)) await p.call('GET', `/api/marketplace/product/${product.id}/rating`, undefined, undefined);
  for (const seller of db.sellers) await p.call('GET', `/api/marketplace/market/${seller.slug}/rating?score=5`, undefined, undefined);
}

async function sectionPart(p: Probe, v: VerticalConfig): Promise<void> {
  const api = `/api/${v.slug}`;
  const listings = db.listings.filter((l) => l.vertical === v.slug);
  // catalogue
  await p.call('GET', `${api}/product/list`, undefined, undefined);
  await p.call('GET', `${api}/product/list?categoryId=${leafCategory()}&sort=PRICE_BY_ASC`, undefined, undefined);
  for (const q of ['', '?search=kullan', '?condition=GOOD&minPrice=100&maxPrice=5000&sort=RECOMMENDED', '?province=İstanbul&date=ALL', '?categorySlug=yok-boyle', '?brand=apple']) {
    await p.call('GET', `${api}/search/product${q}`, undefined, undefined);
    await p.call('GET', `${api}/search/filter${q}`, undefined, undefined);
  }
  for (const l of listings) await p.call('GET', `${api}/product/${l.id}`);
  await p.call('GET', `${api}/product/${listings[0]?.id ?? 1}/similar?limit=5`, undefined, undefined);
  await p.call('GET', `${api}/category`, undefined, undefined);
  await p.call('GET', `${api}/mega-menu`, undefined, undefined);
  for (const section of ['PRODUCT', 'CONTRACTS', 'HELP']) {
    await p.call('GET', `${api}/help-centre/category?section=${section}`, undefined, undefined);
    for (const id of [1, 2, 3, 4]) await p.call('GET', `${api}/help-centre/article?categoryId=${id}&section=${section}`, undefined, undefined);
  }
  // own listings and the contract
  for (const state of ['', ...v.states]) await p.call('GET', `${api}/user/product${state ? `?state=${state}` : ''}`);
  await p.call('GET', `${api}/contract`);
  await p.call('POST', `${api}/contract`, { version: v.contractVersion, accepted: true });
  const brandId = v.hasBrand ? db.brands[0]?.id : undefined;
  const created = (await p.callForm('POST', `${api}/user/product`, listingForm({ categoryId: leafCategory(), ...(brandId ? { brandId } : {}) }))) as { id: number };
  await p.callForm('POST', `${api}/user/product`, listingForm({ categoryId: leafCategory(), images: [[500, 500]] }));
  await p.callForm('PUT', `${api}/user/product/${created.id}`, listingForm({ categoryId: leafCategory(), price: 400, images: [] }));
  await p.call('DELETE', `${api}/user/product/${created.id}`);
  // cart and checkout
  const forSale = listings.filter((l) => l.state === 'ACTIVE' && l.sellerId !== 1);
  const [a, b, c] = forSale;
  await p.call('GET', `${api}/cart`);
  await p.call('POST', `${api}/cart/${a?.id}`, { quantity: 1 });
  await p.call('PUT', `${api}/cart/${a?.id}`, { quantity: 1 });
  await p.call('DELETE', `${api}/cart/${a?.id}`);
  await p.call('POST', `${api}/cart/${a?.id}`);
  const order = (await p.call('POST', `/api/v2/${v.slug}/order/create`, { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 })) as { id: number };
  await p.call('POST', `/api/v2/${v.slug}/order/create`, { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 });
  // negotiation: offer, seller counter, buyer accepts, order at the agreed price
  for (const role of ['', '?role=BUYER', '?role=SELLER']) await p.call('GET', `${api}/negotiation${role}`);
  const offer = (await p.call('POST', `${api}/negotiation`, { productId: b?.id, price: Math.round((b?.price ?? 100) * 0.8) })) as { id: number };
  await p.call('GET', `${api}/negotiation/${offer.id}`);
  await p.call('PUT', `${api}/negotiation/${offer.id}`, { price: Math.round((b?.price ?? 100) * 0.85) });
  const seller = openSession(b?.sellerId ?? 3);
  await p.call('PUT', `${api}/negotiation/${offer.id}`, { price: Math.round((b?.price ?? 100) * 0.9) }, seller);
  await p.call('POST', `${api}/negotiation/${offer.id}/accept`);
  await p.call('POST', `/api/v2/${v.slug}/order/create`, { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1, negotiationId: offer.id });
  await p.call('GET', `${api}/negotiation/earning-info?price=1000&productId=${c?.id}`);
  const pending = db.negotiations.find((n) => n.vertical === v.slug && n.sellerId === 1 && n.status === 'PENDING');
  await p.call('POST', `${api}/negotiation/${pending?.id}/reject`);
  await p.call('POST', `${api}/negotiation/${pending?.id}/accept`);
  // purchases
  for (const tab of [0, 1, 2, 3]) await p.call('GET', `${api}/buy-order?tab=${tab}`);
  for (const o of db.listingOrders.filter((x) => x.platform === v.platform && x.buyerId === 1)) {
    await p.call('GET', `${api}/buy-order/${o.id}`);
    await p.call('GET', `${api}/buy-order/${o.id}/invoice`);
  }
  const delivered = db.listingOrders.find((o) => o.platform === v.platform && o.buyerId === 1 && o.status === OrderStatus.DELIVERED);
  const item = delivered?.items[0];
  const ret = (await p.call('POST', `${api}/buy-order/${delivered?.id}/return`, { items: [{ orderItemId: item?.id, quantity: 1 }], reason: 'Ürün ilandaki gibi değil.' })) as { returnId: number };
  await p.call('POST', `${api}/buy-order/${delivered?.id}/return-cancel`, { returnId: ret.returnId });
  const again = (await p.call('POST', `${api}/buy-order/${delivered?.id}/return`, { items: [{ orderItemId: item?.id, quantity: 1 }], reason: 'Kusurlu çıktı.' })) as { returnId: number };
  await p.call('POST', `${api}/sell-order/${delivered?.id}/return-reject`, { returnId: again.returnId, rejectReason: 'Ürün kullanılmış gönderilmiş.' }, openSession(delivered?.sellerId ?? 3));
  // sales: ship, invoice, the buyer returns, approvals before and after the item comes back
  for (const tab of [0, 1, 2, 3]) await p.call('GET', `${api}/sell-order?tab=${tab}`);
  const sale = db.listingOrders.find((o) => o.platform === v.platform && o.sellerId === 1 && o.status === OrderStatus.RECEIVED);
  await p.call('GET', `${api}/sell-order/${sale?.id}`);
  const cargo = (await p.call('POST', `${api}/cargo-address`, { addressName: 'Depo', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No:5', province: 'İstanbul', district: 'Kadıköy', isDefault: false })) as { id: number };
  await p.call('POST', `${api}/sell-order/${sale?.id}/shipping`, { cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR', cargoAddressId: cargo.id });
  const pdf = new FormData();
  pdf.set('file', new File(['%PDF-1.4 fatura'], 'fatura.pdf', { type: 'application/pdf' }));
  pdf.set('invoiceNumber', 'ABC2025000000123');
  await p.callForm('POST', `${api}/sell-order/${sale?.id}/invoice`, pdf);
  const notPdf = new FormData();
  notPdf.set('file', new File(['merhaba'], 'fatura.txt', { type: 'text/plain' }));
  await p.callForm('POST', `${api}/sell-order/${sale?.id}/invoice`, notPdf);
  await p.call('GET', `${api}/buy-order/${sale?.id}/invoice`, undefined, openSession(sale?.buyerId ?? 5));
  await p.call('DELETE', `${api}/sell-order/${sale?.id}/invoice`);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 10_000);
  const buyer = openSession(sale?.buyerId ?? 5);
  const saleReturn = (await p.call('POST', `${api}/buy-order/${sale?.id}/return`, { items: [{ orderItemId: sale?.items[0]?.id, quantity: 1 }], reason: 'Beden uymadı.' }, buyer)) as { returnId: number };
  await p.call('POST', `${api}/sell-order/${sale?.id}/return-approve-shipped`, { returnId: saleReturn.returnId });
  await p.call('POST', `${api}/sell-order/${sale?.id}/return-approve`, { returnId: saleReturn.returnId });
  await p.call('POST', `${api}/sell-order/${sale?.id}/return-approve-shipped`, { returnId: saleReturn.returnId });
  vi.useRealTimers();
  expect(order.id).toBeGreaterThan(0);
  // questions, comments, reports, favourites, follows
  const asked = listings.find((l) => db.listingQuestions.some((q) => q.productId === l.id && q.answer));
  await p.call('GET', `${api}/product/${asked?.id}/question`, undefined, undefined);
  const question = (await p.call('POST', `${api}/product/${c?.id}/question`, { question: 'Garantisi devam ediyor mu?' })) as { id: number };
  for (const role of ['BUYER', 'SELLER']) await p.call('GET', `${api}/question?role=${role}`);
  const toAnswer = db.listingQuestions.find((q) => q.vertical === v.slug && !q.answer && listings.some((l) => l.id === q.productId && l.sellerId === 1));
  await p.call('POST', `${api}/question/${toAnswer?.id}/answer`, { answer: 'Evet, hâlâ satışta.' });
  await p.call('DELETE', `${api}/question/${question.id}`);
  await p.call('GET', `${api}/product/${asked?.id}/comment`, undefined, undefined);
  const comment = (await p.call('POST', `${api}/product/${c?.id}/comment`, { comment: 'Kutusu var mı?' })) as { id: number };
  await p.call('POST', `${api}/product/${c?.id}/comment`, { comment: 'Evet, kutusuyla.', parentCommentId: comment.id });
  await p.call('POST', `${api}/product/${c?.id}/report`, { reasonType: 'MISLEADING_INFO', reason: 'Fotoğraflar başka üründen.' });
  await p.call('GET', `${api}/favorite`);
  await p.call('POST', `${api}/unfavorite/${c?.id}`);
  await p.call('POST', `${api}/favorite/${c?.id}`);
  await p.call('POST', `${api}/favorite/${c?.id}`);
  await p.call('POST', `${api}/unfavorite/${c?.id}`);
  await p.call('GET', `${api}/follow`);
  await p.call('POST', `${api}/follow/${c?.sellerId}`);
  await p.call('POST', `${api}/unfollow/${c?.sellerId}`);
  // account
  await p.call('GET', `${api}/summary`);
  await p.call('GET', `${api}/cargo-address`);
  await p.call('GET', `${api}/cargo-address/${cargo.id}`);
  await p.call('PUT', `${api}/cargo-address/${cargo.id}`, { addressName: 'Depo 2', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Moda Cad. No:7', province: 'İstanbul', district: 'Kadıköy', isDefault: true });
  await p.call('POST', `${api}/cargo-detail/check`, { cargoAddressId: cargo.id });
  await p.call('DELETE', `${api}/cargo-address/${cargo.id}`);
  await p.call('GET', `${api}/last-visit`);
  await p.call('POST', `${api}/last-visit`, { idList: listings.slice(0, 5).map((l) => l.id) });
  await p.call('POST', `${api}/suspend`);
  await p.call('POST', `${api}/suspend`, undefined, openSession(24));
}

async function swapPart(p: Probe): Promise<void> {
  const api = '/api/swap';
  for (const role of ['', '?role=BUYER', '?role=SELLER']) await p.call('GET', `${api}/offer${role}`);
  const seeded = db.swapOffers.find((o) => o.ownerId === 1 && o.status === 'PENDING');
  await p.call('GET', `${api}/offer/${seeded?.id}`);
  await p.call('POST', `${api}/offer/${seeded?.id}/accept`);
  await p.call('POST', `${api}/offer/${seeded?.id}/accept`);
  const mine = db.listings.filter((l) => l.vertical === 'swap' && l.sellerId === 1 && l.state === 'ACTIVE');
  const theirs = db.listings.filter((l) => l.vertical === 'swap' && l.sellerId !== 1 && l.state === 'ACTIVE');
  const offer = (await p.call('POST', `${api}/offer`, { targetProductId: theirs[0]?.id, offeredProductIds: [mine[0]?.id], additionalPrice: 100, message: 'Takas olur mu?' })) as { id: number };
  await p.call('POST', `${api}/offer/${offer.id}/cancel`);
  const second = (await p.call('POST', `${api}/offer`, { targetProductId: theirs[1]?.id, offeredProductIds: [mine[1]?.id] })) as { id: number };
  await p.call('POST', `${api}/offer/${second.id}/reject`, undefined, openSession(theirs[1]?.sellerId ?? 3));
  await p.call('GET', `${api}/doping/package`);
  await p.call('GET', `${api}/doping`);
  const doping = (await p.call('POST', `${api}/doping`, { productId: mine[2]?.id, package: 'TOP_OF_LIST', durationDays: 7, cardId: 1 })) as { id: number };
  await p.call('DELETE', `${api}/doping/${doping.id}`);
  await p.call('GET', `${api}/ban`);
  await p.call('POST', `${api}/ban/9`);
  await p.call('GET', `${api}/ban`);
  await p.call('POST', `${api}/unban/9`);
  await p.call('POST', `${api}/unban/9`);
}

async function marketplaceExtrasPart(p: Probe): Promise<void> {
  // phone change
  await p.call('POST', '/api/user/phone', { phone: '5321234567' });
  await p.call('POST', '/api/user/phone', { phone: '5559876543' });
  await p.call('POST', '/api/user/phone', { phone: '5559876543' });
  await p.call('POST', '/api/user/phone/verify', { phone: '5559876543', code: '000000' });
  await p.call('POST', '/api/user/phone/verify', { phone: '5559876543', code: '123456' });
  // questions: asker and store (the corporate demo runs store 1)
  const store = openSession(2);
  const product = db.products.find((x) => x.sellerId === 1);
  const question = (await p.call('POST', `/api/marketplace/product/${product?.id ?? 1}/question`, { question: 'Renk seçeneği var mı?' })) as { id: number };
  await p.call('GET', '/api/marketplace/question/asked?pageSize=100');
  await p.call('GET', '/api/marketplace/question/received');
  for (const answered of ['', '?answered=true', '?answered=false']) await p.call('GET', `/api/marketplace/question/received${answered}`, undefined, store);
  await p.call('POST', `/api/marketplace/question/${question.id}/answer`, { answer: 'Evet, üç renk var.' }, store);
  await p.call('POST', '/api/marketplace/question/999999/answer', { answer: 'Evet.' }, store);
  await p.call('DELETE', `/api/marketplace/question/${question.id}`);
  await p.call('DELETE', `/api/marketplace/question/${question.id}`);
  // installments
  for (const binNumber of ['552879', '415565', '97920412', '123456']) await p.call('POST', '/api/marketplace/order/card/info', { binNumber, amount: 1249.9 });
  // shipping, order invoice, invoices
  db.carts.set(1, [{ productId: product?.id ?? 1, quantity: 1, selected: true, addedAt: new Date().toISOString() }]);
  const order = (await p.call('POST', '/api/marketplace/order/create', { addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1 })) as { id: number };
  await p.call('POST', '/api/marketplace/order/shipping-update', { orderId: order.id, cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' }, store);
  await p.call('POST', '/api/marketplace/order/shipping-update', { orderId: order.id, cargoCompany: 'Aras Kargo', trackingNumber: 'AR123456789' }, store);
  await p.call('POST', '/api/marketplace/order/get-invoice', { orderId: order.id });
  for (const o of db.orders.filter((x) => x.buyerId === 1)) await p.call('POST', '/api/marketplace/order/get-invoice', { orderId: o.id });
  const form = new FormData();
  form.set('orderId', String(order.id));
  form.set('file', new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' }));
  const invoice = (await p.callForm('POST', '/api/marketplace/invoice', form, store)) as { id: number };
  await p.callForm('POST', '/api/marketplace/invoice', form, store);
  for (const query of ['', '?platform=MARKETPLACE', '?platform=SECONDHAND', '?platform=ALL&pageSize=100']) {
    await p.call('GET', `/api/marketplace/invoice/buyer${query}`);
    await p.call('GET', `/api/marketplace/invoice/seller${query}`, undefined, store);
  }
  await p.call('DELETE', `/api/marketplace/invoice/${invoice.id}`, undefined, store);
  await p.call('DELETE', `/api/marketplace/invoice/${invoice.id}`, undefined, store);
  // AI suggestions
  await p.call('POST', '/api/ai/suitable-products', { need: 'Annem için çay içmeyi seven birine şık bir hediye', budget: 500 });
  await p.call('POST', '/api/ai/suitable-products', { need: 'Çocuğum için eğitici bir oyuncak arıyorum', limit: 10 });
  const leaf = db.categories.find((c) => c.level === 3);
  await p.call('POST', '/api/ai/suitable-products', { need: 'Bu kategoride en iyisi hangisi?', categorySlug: leaf?.slug });
  await p.call('POST', '/api/ai/suitable-products', { need: 'Bu kategoride en iyisi hangisi?', categorySlug: 'yok-boyle' });
}

describe('contract conformance of the sections, content and live services', () => {
  it('answers every scripted call inside the contract and covers every operation of these areas', async () => {
    const p = createProbe(DEMO_TOKEN);
    await publicPart(p);
    await auctionPart(p);
    await ratingsPart(p);
    for (const v of VERTICALS) {
      await sectionPart(p, v);
      resetMocks();
    }
    await swapPart(p);
    resetMocks();
    await marketplaceExtrasPart(p);
    expect(p.problems).toEqual([]);
    const missing = operations.map((o) => o.operationId).filter((id) => isScripted(id) && !p.seen.has(id));
    expect(missing).toEqual([]);
  }, 60_000);
});

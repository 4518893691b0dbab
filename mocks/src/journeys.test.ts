/**
 * Journeys through the SDK's generated clients (what the web app calls), against the MSW mock
 * backend in Node: a marketplace purchase and return, a second-hand listing sold after a price
 * negotiation, a swap, and a company profile waiting for approval.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  ApprovalStatus,
  configureSdk,
  createAddress,
  createOrder,
  createReturn,
  getOrder,
  getUserInformation,
  listOrders,
  isApiError,
  listReturns,
  login,
  OrderStatus,
  register,
  resetSdkConfig,
  secondHandAcceptNegotiation,
  secondHandCreateContract,
  secondHandCreateNegotiation,
  secondHandCreateOrder,
  secondHandCreateProduct,
  secondHandGetContract,
  secondHandGetProduct,
  secondHandListSellOrders,
  swapAcceptOffer,
  swapCreateOffer,
  swapGetProduct,
  updateUserInformation,
  type RequestOptions,
  type SecondHandNewProductDraft,
} from '@carsi/sdk';
import { pngHeader } from './http/image-size.ts';
import { DEMO_TOKEN, db, resetMocks, server } from './node.ts';
import { COMPANY_APPROVAL_MS, LISTING_APPROVAL_MS, ORDER_STEP_MS } from './db/timings.ts';

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureSdk({ baseUrls: { main: 'http://localhost', content: 'http://localhost', live: 'http://localhost' } });
});
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => {
  resetSdkConfig();
  server.close();
});

/** Per-call bearer token (in Node there is no auth cookie). */
const as = (token: string): RequestOptions => ({ headers: { Authorization: `Bearer ${token}` } });

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (isApiError(error)) return String(error.code);
    throw error;
  }
}

async function newUser(email: string): Promise<string> {
  await register({ email, password: 'Guvenli123', eMessage: false, eOffer: false, pPData: true });
  return (await login({ email, password: 'Guvenli123' })).token;
}

const photo = (width: number, height: number): File => new File([pngHeader(width, height)], 'foto.png', { type: 'image/png' });

function draft(images: File[]): SecondHandNewProductDraft {
  const category = db.categories.find((c) => c.level === 3);
  return {
    title: 'Az kullanılmış çalışma lambası',
    description: 'Pirinç ayaklı, LED ampul hediye. Birkaç ay kullanıldı, çiziği yok.',
    price: 900,
    categoryId: category?.id ?? 1,
    status: 'LIKE_NEW',
    isOpenNegotiation: 'YES',
    shippingPayer: 'BUYER',
    province: 'İstanbul',
    district: 'Kadıköy',
    properties: [{ name: 'Renk', value: 'Altın' }],
    images,
  };
}

describe('register → login → cart → order → return', () => {
  it('buys two pieces with a new card, follows it to delivery and returns one of them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await newUser('journey.buyer@example.com');
    const product = db.products.find((p) => p.stock >= 5);
    if (!product) throw new Error('no product in stock');
    const cart = await addToCart(product.id, { quantity: 2 }, as(token));
    expect(cart.items).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
    const address = await createAddress(
      { addressName: 'Ev', firstName: 'Deniz', lastName: 'Kara', phone: '5551112233', address: 'Bağdat Cad. No:5', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Suadiye', corporateAddress: false, EInvoicePayer: false },
      as(token),
    );
    const order = await createOrder(
      { addressId: address.id, invoiceAddressId: address.id, installment: 1, card: { cardAlias: 'Kartım', holderName: 'Deniz Kara', cardNumber: '5528790000000008', expireMonth: 12, expireYear: 2030, cvc: '123' } },
      as(token),
    );
    expect(order.status).toBe(0);
    const item = order.items[0];
    if (!item) throw new Error('order without items');
    expect(await codeOf(createReturn({ orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Beden olmadı' }, as(token)))).toBe('1000-1004');
    const statusAfter = async (steps: number) => {
      vi.setSystemTime(Date.parse(order.createdAt) + steps * ORDER_STEP_MS + 1);
      return (await getOrder(order.id, as(token))).status;
    };
    expect(await statusAfter(1)).toBe(1);
    expect((await listOrders({ tab: 1, currentPage: 1, pageSize: 10 }, as(token))).items.map((o) => o.id)).toContain(order.id);
    expect(await statusAfter(2)).toBe(2);
    expect((await getOrder(order.id, as(token))).shipment?.trackingNumber).toMatch(/^\d{12}$/);
    expect(await statusAfter(3)).toBe(3);
    const returned = await createReturn({ orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Beden olmadı' }, as(token));
    expect(returned.status).toBe('CREATED');
    expect((await listReturns(undefined, as(token))).items.map((r) => r.returnId)).toContain(returned.returnId);
  });
});

describe('second-hand listing → negotiation → accept → order', () => {
  it('publishes a listing after approval and sells it at the agreed price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seller = await newUser('satici@example.com');
    expect((await secondHandGetContract(as(seller))).status).toBe('pending');
    expect(await codeOf(secondHandCreateProduct(draft([photo(800, 1000)]), as(seller)))).toBe('1000-1008');
    const contract = await secondHandGetContract(as(seller));
    expect((await secondHandCreateContract({ version: contract.version, accepted: true }, as(seller))).status).toBe('ACCEPTED');

    expect(await codeOf(secondHandCreateProduct(draft([]), as(seller)))).toBe('2000-0011');
    expect(await codeOf(secondHandCreateProduct(draft([photo(300, 300)]), as(seller)))).toBe('2000-0096');
    expect(await codeOf(secondHandCreateProduct(draft([photo(500, 700)]), as(seller)))).toBe('2000-0052');
    const listing = await secondHandCreateProduct(draft([photo(800, 1000), photo(1200, 1600)]), as(seller));
    expect(listing).toMatchObject({ state: 'WAITING_FOR_APPROVAL', images: [expect.anything(), expect.anything()], properties: [{ name: 'Renk', value: 'Altın' }] });
    expect(await codeOf(secondHandCreateNegotiation({ productId: listing.id, price: 700 }, as(DEMO_TOKEN)))).toBe('2000-0013');

    vi.setSystemTime(Date.now() + LISTING_APPROVAL_MS + 1);
    expect((await secondHandGetProduct(listing.id)).state).toBe('ACTIVE');
    const offer = await secondHandCreateNegotiation({ productId: listing.id, price: 750 }, as(DEMO_TOKEN));
    expect(offer).toMatchObject({ status: 'PENDING', price: 750, listPrice: 900 });
    expect(await codeOf(secondHandAcceptNegotiation(offer.id, as(DEMO_TOKEN)))).toBe('1000-1008');
    expect((await secondHandAcceptNegotiation(offer.id, as(seller))).status).toBe('ACCEPTED');

    const order = await secondHandCreateOrder({ addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1, negotiationId: offer.id }, as(DEMO_TOKEN));
    expect(order).toMatchObject({ platform: 'SECONDHAND', status: OrderStatus.RECEIVED, totalPrice: 750 });
    expect((await secondHandGetProduct(listing.id)).state).toBe('SOLD');
    expect((await secondHandListSellOrders(undefined, as(seller))).items.map((o) => o.id)).toEqual([order.id]);
    expect(await codeOf(secondHandCreateOrder({ addressId: 1, invoiceAddressId: 1, cardId: 1, installment: 1, negotiationId: offer.id }, as(DEMO_TOKEN)))).toBe('2000-0219');
  });
});

describe('swap offer → accept', () => {
  it('marks both listings SWAPPED', async () => {
    const mine = db.listings.find((l) => l.vertical === 'swap' && l.sellerId === 1 && l.state === 'ACTIVE');
    const theirs = db.listings.find((l) => l.vertical === 'swap' && l.sellerId !== 1 && l.state === 'ACTIVE');
    if (!mine || !theirs) throw new Error('seed has no swap listings');
    const offer = await swapCreateOffer({ targetProductId: theirs.id, offeredProductIds: [mine.id], additionalPrice: 200, message: 'Üstüne 200 TL veririm.' }, as(DEMO_TOKEN));
    expect(offer.status).toBe('PENDING');
    expect(await codeOf(swapAcceptOffer(offer.id, as(DEMO_TOKEN)))).toBe('1000-1008');
    const owner = (await login({ email: db.users.find((u) => u.id === theirs.sellerId)?.email ?? '', password: 'Parola1234' })).token;
    expect((await swapAcceptOffer(offer.id, as(owner))).status).toBe('ACCEPTED');
    expect((await swapGetProduct(theirs.id)).state).toBe('SWAPPED');
    expect((await swapGetProduct(mine.id)).state).toBe('SWAPPED');
    expect(await codeOf(swapAcceptOffer(offer.id, as(owner)))).toBe('1000-1007');
  });
});

describe('company profile → pending approval', () => {
  it('holds a company update until the administrator approves it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await newUser('sirket@example.com');
    await updateUserInformation(
      {
        companyType: 'COMPANY',
        companyInformation: { companyName: 'Kara Ticaret Ltd. Şti.', taxAdministration: 'Kadıköy Vergi Dairesi', address: 'Rıhtım Cad. No:3', province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326' },
        taxCertificate: new File(['%PDF-1.4 vergi levhası'], 'vergi-levhasi.pdf', { type: 'application/pdf' }),
      },
      as(token),
    );
    const pending = await getUserInformation(as(token));
    expect(pending).toMatchObject({ approvalStatus: ApprovalStatus.AwaitingAdminApproval, accountType: 'INDIVIDUAL' });
    vi.setSystemTime(Date.now() + COMPANY_APPROVAL_MS + 1);
    expect(await getUserInformation(as(token))).toMatchObject({ approvalStatus: ApprovalStatus.Approved, accountType: 'COMPANY' });
  });
});

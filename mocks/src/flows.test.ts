import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CORPORATE_TOKEN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, db, resetMocks, server } from './node.ts';
import { api, data } from './testing/api.ts';
import { COMPANY_APPROVAL_MS } from './db/timings.ts';
import { LISTING_AT, MARKETPLACE, VERTICAL_RECORD, listingId, verticalId } from './db/seed/world.ts';
import { verticals, type VerticalSlug } from '@carsi/sdk/verticals';
import { ApprovalStatus, OrderStatus, type Coupon } from '@carsi/sdk/main';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

interface Session { token: string; user: { id: number; email: string } }
interface Cart { items: { id: number; quantity: number; selected: boolean }[]; total: number; subtotal: number; discountTotal: number; couponDiscount: number; coupon?: { code: string } }
interface Order { id: number; status: number; items: { id: number; productId: number; quantity: number; returnedQuantity: number; cancelledQuantity: number }[] }
interface Page<T> { items: T[]; totalCount: number }

async function register(email = 'yeni.uye@example.com'): Promise<string> {
  const answer = await api('/api/auth/register', { body: { email, password: 'Guvenli123', eMessage: true, eOffer: false, pPData: true } });
  expect(answer.status).toBe(200);
  return data<Session>(answer).token;
}

const inStock = (): number => {
  const product = db.products.find((p) => p.stock >= 5);
  if (!product) throw new Error('no product in stock');
  return product.id;
};

describe('auth', () => {
  it('logs the demo user in and answers a token', async () => {
    const answer = await api('/api/auth/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(answer.body).toMatchObject({ status: 200, code: 0, data: { user: { id: 1, email: DEMO_EMAIL } } });
    expect(data<Session>(answer).token.length).toBeGreaterThanOrEqual(16);
  });

  it('answers a wrong password of any shape and an unknown e-mail alike, without telling who has an account', async () => {
    const wrong = await api('/api/auth/login', { body: { email: DEMO_EMAIL, password: 'Yanlis1234' } });
    const expected = { status: 400, body: { status: 400, code: '2000-0180', message: 'E-posta adresi veya şifre hatalı.', data: null } };
    expect(wrong).toEqual(expected);
    // Shapes the registration rules refuse (too short, no digit, over 64) are still just wrong passwords.
    for (const password of ['kisa', 'sadeceharf', `A1${'x'.repeat(100)}`]) {
      expect(await api('/api/auth/login', { body: { email: DEMO_EMAIL, password } }), password).toEqual(expected);
    }
    expect(await api('/api/auth/login', { body: { email: 'kimse@carsi.test', password: 'Yanlis1234' } })).toEqual(expected);
    expect(await api('/api/auth/login', { body: { email: 'kimse@carsi.test', password: 'kisa' } })).toEqual(expected);
    // Only presence and the contract's 128 characters are checked.
    expect((await api('/api/auth/login', { body: { email: DEMO_EMAIL, password: 'x'.repeat(129) } })).body.code).toBe('1000-1016');
  });

  it('answers forgot-password and a wrong reset alike whether or not the address has an account', async () => {
    const known = await api('/api/auth/forgot-password', { body: { email: DEMO_EMAIL } });
    const unknown = await api('/api/auth/forgot-password', { body: { email: 'kimse@carsi.test' } });
    expect(known).toEqual({ status: 200, body: { status: 200, code: 0, data: {} } });
    expect(unknown).toEqual(known);
    const reset = (email: string) => api('/api/auth/reset-password', { body: { email, code: '000000', newPassword: 'YeniSifre456', reNewPassword: 'YeniSifre456' } });
    expect(await reset('kimse@carsi.test')).toEqual(await reset(DEMO_EMAIL));
    expect((await reset('kimse@carsi.test')).body.code).toBe('1000-1012');
  });

  it('refuses a second registration with the same e-mail (1000-1015)', async () => {
    await register();
    const again = await api('/api/auth/register', { body: { email: 'YENI.uye@example.com', password: 'Guvenli123', eMessage: false, eOffer: false, pPData: true } });
    expect(again.body.code).toBe('1000-1015');
  });

  it('answers 401 with 1000-1003 for secured calls without or with an unknown token', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all']) {
      for (const path of ['/api/marketplace/cart', '/api/user/information', '/api/marketplace/order/list', '/api/marketplace/favorite']) {
        const answer = await api(path, token === undefined ? {} : { token });
        expect(answer.status, path).toBe(401);
        expect(answer.body.code).toBe('1000-1003');
      }
    }
  });

  it('ends every session when the account is deleted', async () => {
    const token = await register('silinecek@example.com');
    expect((await api('/api/user/delete-account', { token, body: { password: 'Yanlis1234' } })).body.code).toBe('2000-0180');
    expect((await api('/api/user/delete-account', { token, body: { password: 'Guvenli123' } })).status).toBe(200);
    expect((await api('/api/marketplace/cart', { token })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email: 'silinecek@example.com', password: 'Guvenli123' } })).body.code).toBe('2000-0180');
  });
});

describe('register → login → cart → order → return', () => {
  it('walks the whole purchase and return journey', async () => {
    await register('alici@example.com');
    const token = data<Session>(await api('/api/auth/login', { body: { email: 'alici@example.com', password: 'Guvenli123' } })).token;
    const productId = inStock();
    const stockBefore = db.products.find((p) => p.id === productId)?.stock ?? 0;

    const checkout = (addressId: number) => ({ addressId, invoiceAddressId: addressId, installment: 1, card: { cardAlias: 'Kartım', holderName: 'Zeynep Demir', cardNumber: '5528790000000008', expireMonth: 12, expireYear: 2030, cvc: '123' } });
    expect((await api('/api/marketplace/order/create', { body: checkout(1), token })).body.code).toBe('2000-0014');

    const added = await api(`/api/marketplace/cart/${productId}`, { body: { quantity: 2 }, token });
    expect(data<Cart>(added).items).toEqual([expect.objectContaining({ id: productId, quantity: 2, selected: true })]);

    const address = await api('/api/user/address', {
      token,
      body: { addressName: 'Ev', firstName: 'Zeynep', lastName: 'Demir', phone: '5551112233', address: 'Bağdat Cad. No:5', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Suadiye', corporateAddress: false, EInvoicePayer: false },
    });
    expect(address.status).toBe(200);
    const addressId = data<{ id: number }>(address).id;

    const created = await api('/api/marketplace/order/create', { body: checkout(addressId), token });
    expect(created.status).toBe(200);
    const order = data<Order>(created);
    expect(order.status).toBe(0);
    expect(db.products.find((p) => p.id === productId)?.stock).toBe(stockBefore - 2);
    expect(data<Cart>(await api('/api/marketplace/cart', { token })).items).toHaveLength(0);

    const ongoing = data<Page<Order>>(await api('/api/marketplace/order/list?tab=1', { token }));
    expect(ongoing.items.map((o) => o.id)).toContain(order.id);

    // Returns need a delivered order; delivery by the clock is followed in journeys.test.ts, here the courier is quick.
    const record = db.orders.find((o) => o.id === order.id);
    if (!record) throw new Error('order not stored');
    record.status = OrderStatus.DELIVERED;
    const item = order.items[0];
    if (!item) throw new Error('order has no item');
    const returned = await api('/api/marketplace/order/return', { token, body: { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Beden olmadı' } });
    expect(returned.status).toBe(200);
    const again = await api('/api/marketplace/order/return', { token, body: { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Tekrar' } });
    expect(again.body.code).toBe('2000-0104');

    const returns = data<Page<Order>>(await api('/api/marketplace/order/list?tab=2', { token }));
    expect(returns.items.map((o) => o.id)).toEqual([order.id]);

    const returnId = data<{ returnId: number }>(returned).returnId;
    const cancelled = await api('/api/marketplace/order/cancel-return', { token, body: { returnId } });
    expect(data<{ status: string }>(cancelled).status).toBe('CANCELLED');
    expect((await api('/api/marketplace/order/cancel-return', { token, body: { returnId } })).body.code).toBe('1000-1007');
    const detail = data<Order>(await api(`/api/marketplace/order/list/${order.id}`, { token }));
    expect(detail.items[0]?.returnedQuantity).toBe(0);
  });
});

describe('cart', () => {
  it('refuses more than the stock (2000-0013) on add and update', async () => {
    const product = db.products.find((p) => p.stock > 0 && p.stock < 5);
    if (!product) throw new Error('seed has no low-stock product');
    const add = await api(`/api/marketplace/cart/${product.id}`, { token: DEMO_TOKEN, body: { quantity: product.stock + 1 } });
    expect(add.body).toMatchObject({ status: 400, code: '2000-0013', data: null });
    await api(`/api/marketplace/cart/${product.id}`, { token: DEMO_TOKEN, body: { quantity: 1 } });
    const update = await api(`/api/marketplace/cart/${product.id}`, { method: 'PUT', token: DEMO_TOKEN, body: { quantity: product.stock + 1 } });
    expect(update.body.code).toBe('2000-0013');
  });

  it('removes a line, toggles selection, and merges the guest cart', async () => {
    const start = data<Cart>(await api('/api/marketplace/cart', { token: DEMO_TOKEN }));
    const first = start.items[0];
    if (!first) throw new Error('demo cart is empty');
    const unticked = data<Cart>(await api(`/api/marketplace/cart/${first.id}/NO`, { method: 'POST', token: DEMO_TOKEN }));
    expect(unticked.items.find((i) => i.id === first.id)?.selected).toBe(false);
    const removed = data<Cart>(await api(`/api/marketplace/cart/${first.id}`, { method: 'DELETE', token: DEMO_TOKEN }));
    expect(removed.items.some((i) => i.id === first.id)).toBe(false);
    const productId = inStock();
    // Line by line: the unknown product and the line beyond the stock are refused with their reasons, the rest moves.
    const soldOut = db.products.find((p) => p.id !== productId && p.stock < 3);
    if (!soldOut) throw new Error('no product with little stock');
    const partial = await api('/api/marketplace/add-cart/list', { token: DEMO_TOKEN, body: { cart: [{ id: productId, quantity: 3 }, { id: 999_999, quantity: 1 }, { id: soldOut.id, quantity: soldOut.stock + 1 }] } });
    expect(partial.body.code).toBe(0);
    const result = data<{ cart: Cart; refused: { id: number; quantity: number; code: string }[] }>(partial);
    expect(result.cart.items.find((i) => i.id === productId)?.quantity).toBe(3);
    expect(result.refused).toEqual([{ id: 999_999, quantity: 1, code: '2000-0202' }, { id: soldOut.id, quantity: soldOut.stock + 1, code: '2000-0013' }]);
    expect(result.cart.items.some((i) => i.id === soldOut.id && i.quantity > soldOut.stock)).toBe(false);
    expect((await api('/api/marketplace/add-cart/list', { token: DEMO_TOKEN, body: { cart: [{ id: 'x', quantity: 1 }] } })).body.code).toBe('1000-1016');
  });

  it('applies a valid coupon and refuses invalid ones (2000-0401 expired, 2000-0015 below minimum, 2000-0208 unknown)', async () => {
    expect((await api('/api/marketplace/cart-coupon', { token: DEMO_TOKEN, body: { code: 'YOKBOYLE' } })).body.code).toBe('2000-0208');
    expect((await api('/api/marketplace/cart-coupon', { token: DEMO_TOKEN, body: { code: 'YAZ2024' } })).body.code).toBe('2000-0401');
    const listed = data<Coupon[]>(await api('/api/marketplace/cart-coupon', { token: DEMO_TOKEN }));
    expect(listed.find((c) => c.code === 'YAZ2024')).toMatchObject({ applicable: false, refusal: '2000-0401' });
    expect(listed.find((c) => c.code === 'BUYUKSEPET')).toMatchObject({ applicable: false, refusal: '2000-0015' });
    expect(listed.find((c) => c.code === 'CARSI10')).toMatchObject({ applicable: true });
    expect(listed.find((c) => c.code === 'CARSI10')?.refusal).toBeUndefined();
    expect((await api('/api/marketplace/cart-coupon', { token: DEMO_TOKEN, body: { code: 'BUYUKSEPET' } })).body.code).toBe('2000-0015');
    const cart = data<Cart>(await api('/api/marketplace/cart-coupon', { token: DEMO_TOKEN, body: { code: 'carsi10' } }));
    expect(cart.coupon?.code).toBe('CARSI10');
    expect(cart.couponDiscount).toBeCloseTo((cart.subtotal - cart.discountTotal) * 0.1, 2);
  });
});

describe('orders', () => {
  it('lists the demo orders by tab and rejects a wrong cancel count (2000-0067)', async () => {
    const all = data<Page<Order>>(await api('/api/marketplace/order/list?tab=0&pageSize=50', { token: DEMO_TOKEN }));
    expect(new Set(all.items.map((o) => o.status))).toEqual(new Set(Object.values(OrderStatus)));
    const cancellations = data<Page<Order>>(await api('/api/marketplace/order/list?tab=3', { token: DEMO_TOKEN }));
    expect(cancellations.items.every((o) => o.status === OrderStatus.CANCEL)).toBe(true);
    const received = all.items.find((o) => o.status === OrderStatus.RECEIVED);
    const item = received?.items[0];
    if (!received || !item) throw new Error('no received order');
    const tooMany = await api('/api/marketplace/order/cancel', { token: DEMO_TOKEN, body: { orderId: received.id, items: [{ orderItemId: item.id, quantity: item.quantity + 1 }] } });
    expect(tooMany.body.code).toBe('2000-0067');
    const shipped = all.items.find((o) => o.status === OrderStatus.SHIPPED);
    const shippedItem = shipped?.items[0];
    const late = await api('/api/marketplace/order/cancel', { token: DEMO_TOKEN, body: { orderId: shipped?.id, items: [{ orderItemId: shippedItem?.id, quantity: 1 }] } });
    expect(late.body.code).toBe('2000-0067');
    const cancel = await api('/api/marketplace/order/cancel', { token: DEMO_TOKEN, body: { orderId: received.id, items: received.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })) } });
    expect(data<{ origin: number }>(cancel).origin).toBe(2);
    const after = data<Order>(await api(`/api/marketplace/order/list/${received.id}`, { token: DEMO_TOKEN }));
    expect(after.status).toBe(4);
  });

  it("lists the cancellation of every cancelled order of the demo", async () => {
    const cancelledOrders = data<Page<Order>>(await api('/api/marketplace/order/list?tab=3&pageSize=50', { token: DEMO_TOKEN }));
    const before = data<Page<{ orderId: number; origin: number }>>(await api('/api/marketplace/order/cancel-list?pageSize=50', { token: DEMO_TOKEN, body: {} }));
    expect(before.items.map((c) => c.orderId).sort()).toEqual(cancelledOrders.items.map((o) => o.id).sort());
    expect(before.totalCount).toBeGreaterThan(0);
  });

  it("does not show another user's order (2000-0201)", async () => {
    const foreign = db.orders.find((o) => o.buyerId !== 1);
    expect((await api(`/api/marketplace/order/list/${foreign?.id ?? 0}`, { token: DEMO_TOKEN })).body.code).toBe('2000-0201');
  });
});

describe('favourites and follows', () => {
  it('answers 2000-0087 / 2000-0088 / 2000-0045 on repeated actions', async () => {
    const productId = inStock();
    await api(`/api/marketplace/unfavorite/${productId}`, { method: 'POST', token: DEMO_TOKEN });
    expect((await api(`/api/marketplace/favorite/${productId}`, { method: 'POST', token: DEMO_TOKEN })).status).toBe(200);
    expect((await api(`/api/marketplace/favorite/${productId}`, { method: 'POST', token: DEMO_TOKEN })).body.code).toBe('2000-0087');
    const page = data<Page<{ id: number }>>(await api('/api/marketplace/favorite', { token: DEMO_TOKEN }));
    expect(page.items[0]?.id).toBe(productId);
    expect((await api(`/api/marketplace/unfavorite/${productId}`, { method: 'POST', token: DEMO_TOKEN })).status).toBe(200);
    expect((await api(`/api/marketplace/unfavorite/${productId}`, { method: 'POST', token: DEMO_TOKEN })).body.code).toBe('2000-0088');

    expect((await api('/api/marketplace/follow/5', { method: 'POST', token: DEMO_TOKEN })).status).toBe(200);
    expect((await api('/api/marketplace/follow/5', { method: 'POST', token: DEMO_TOKEN })).body.code).toBe('2000-0045');
    expect(data<{ id: number }[]>(await api('/api/marketplace/follow', { token: DEMO_TOKEN }))[0]?.id).toBe(5);
  });
});

describe('profile', () => {
  it('saves an individual profile at once', async () => {
    const saved = await api('/api/user/information', { method: 'PUT', token: DEMO_TOKEN, body: { companyType: 'INDIVIDUAL', firstName: 'Ayşegül' } });
    expect(data<{ firstName: string }>(saved)).toMatchObject({ firstName: 'Ayşegül' });
    expect(data<{ firstName: string }>(await api('/api/user/information', { token: DEMO_TOKEN })).firstName).toBe('Ayşegül');
  });

  it('puts a company update on approval (1) and applies it after the delay (2)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const form = new FormData();
    form.set('companyType', 'COMPANY');
    form.set('companyInformation', JSON.stringify({ companyName: 'Yılmaz Gıda Ltd. Şti.', taxAdministration: 'Kadıköy Vergi Dairesi', address: 'Rıhtım Cad. No:3', province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326' }));
    form.set('taxCertificate', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'levha.pdf');
    const response = await fetch('http://localhost/api/user/information', { method: 'PUT', headers: { Authorization: `Bearer ${DEMO_TOKEN}` }, body: form });
    const sent = { status: response.status, body: (await response.json()) as { status: number; code: number | string; data: unknown } };
    expect(data<{ approvalStatus: number; accountType: string }>(sent)).toMatchObject({ approvalStatus: ApprovalStatus.AwaitingAdminApproval, accountType: 'INDIVIDUAL' });
    vi.setSystemTime(Date.now() + COMPANY_APPROVAL_MS + 1);
    const later = data<{ approvalStatus: number; accountType: string; companyInformation: { companyName: string } }>(await api('/api/user/information', { token: DEMO_TOKEN }));
    expect(later).toMatchObject({ approvalStatus: ApprovalStatus.Approved, accountType: 'COMPANY', companyInformation: { companyName: 'Yılmaz Gıda Ltd. Şti.' } });
  });
});

describe('profile: a company profile waiting for approval', () => {
  it('answers companyType COMPANY beside accountType INDIVIDUAL, and keeps it until the review ends', async () => {
    const form = new FormData();
    form.set('companyType', 'COMPANY');
    form.set('companyInformation', JSON.stringify({ companyName: 'Yılmaz Gıda Ltd. Şti.', taxAdministration: 'Kadıköy Vergi Dairesi', address: 'Rıhtım Cad. No:3', province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326' }));
    // No tax certificate: the review waits for the file (FilePending) and the profile stays pending.
    const response = await fetch('http://localhost/api/user/information', { method: 'PUT', headers: { Authorization: `Bearer ${DEMO_TOKEN}` }, body: form });
    const pending = { companyType: 'COMPANY', accountType: 'INDIVIDUAL', approvalStatus: ApprovalStatus.FilePending, companyInformation: { companyName: 'Yılmaz Gıda Ltd. Şti.' } };
    expect(((await response.json()) as { data: unknown }).data).toMatchObject(pending);
    expect(data(await api('/api/user/information', { token: DEMO_TOKEN }))).toMatchObject(pending);
    // A personal change while the review waits does not drop what was sent.
    await api('/api/user/information', { method: 'PUT', token: DEMO_TOKEN, body: { companyType: 'INDIVIDUAL', firstName: 'Ayşegül' } });
    expect(data(await api('/api/user/information', { token: DEMO_TOKEN }))).toMatchObject({ ...pending, firstName: 'Ayşegül' });
  });
});

describe('bounds the contract gives', () => {
  const fieldsOf = (answer: Awaited<ReturnType<typeof api>>) => (answer.body as { fields?: { field: string }[] }).fields?.map((f) => f.field);

  it('refuses an address whose companyName is over 200 or taxAdministration over 100 characters, naming the field', async () => {
    const address = {
      addressName: 'İş', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Rasimpaşa Mah. Rıhtım Cad. No:3', province: 'İstanbul',
      district: 'Kadıköy', neighborhood: 'Rasimpaşa', taxIdentificationNumber: '1234567890', corporateAddress: true, EInvoicePayer: true,
      companyName: 'Y'.repeat(200), taxAdministration: 'K'.repeat(100),
    };
    expect((await api('/api/user/address', { token: DEMO_TOKEN, body: address })).status).toBe(200);
    for (const [field, text] of [['companyName', 'Y'.repeat(201)], ['taxAdministration', 'K'.repeat(101)]] as const) {
      for (const [method, path] of [['POST', '/api/user/address'], ['PUT', `/api/user/address/${MARKETPLACE.address.work}`]] as const) {
        const refused = await api(path, { method, token: DEMO_TOKEN, body: { ...address, [field]: text } });
        expect({ status: refused.status, code: refused.body.code, fields: fieldsOf(refused) }, `${method} ${field}`).toEqual({ status: 400, code: '1000-1016', fields: [field] });
      }
    }
  });

  it("takes a listing report's reason of 3 to 500 characters, as the contract says", async () => {
    const report = (section: VerticalSlug, reason: string) =>
      api(`/api/${section}/product/${listingId(verticals.findIndex((v) => v.slug === section), LISTING_AT.shown)}/report`, { token: DEMO_TOKEN, body: { reasonType: 'MISLEADING_INFO', reason } });
    for (const reason of ['ab', 'a'.repeat(501)]) {
      const refused = await report('second-hand', reason);
      expect({ status: refused.status, code: refused.body.code, fields: fieldsOf(refused) }, `${reason.length} characters`).toEqual({ status: 400, code: '1000-1016', fields: ['reason'] });
    }
    expect((await report('second-hand', 'a'.repeat(500))).status).toBe(200);
    expect((await report('craft', 'abc')).status).toBe(200);
  });
});

describe("a seller's view of a sale", () => {
  it("has the order number and never the buyer's card, while the buyer still sees it", async () => {
    for (const [index, { slug: section }] of verticals.entries()) {
      const sold = verticalId('order', index, VERTICAL_RECORD.order.soldToShip);
      const sale = data<Record<string, unknown>>(await api(`/api/${section}/sell-order/${sold}`, { token: DEMO_TOKEN }));
      expect(sale.orderNumber, section).toMatch(/^\d{10}$/);
      expect(sale, section).not.toHaveProperty('payment');
      expect(JSON.stringify(sale), section).not.toContain('******');
      const shipped = await api(`/api/${section}/sell-order/${sold}/shipping`, { token: DEMO_TOKEN, body: { cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' } });
      expect(data<Record<string, unknown>>(shipped), section).not.toHaveProperty('payment');
      const bought = verticalId('order', index, VERTICAL_RECORD.order.boughtDelivered);
      expect(data(await api(`/api/${section}/buy-order/${bought}`, { token: DEMO_TOKEN })), section).toHaveProperty('payment.maskedCardNumber');
    }
    // The marketplace store records a shipment and gets the order back without the buyer's card too.
    const shipped = await api('/api/marketplace/order/shipping-update', { token: CORPORATE_TOKEN, body: { orderId: MARKETPLACE.store.orderToShip, cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' } });
    expect(shipped.status).toBe(200);
    expect(data<Record<string, unknown>>(shipped)).not.toHaveProperty('payment');
  });
});

describe('locations', () => {
  it('knows all 81 provinces, Istanbul districts and Kadıköy neighbourhoods', async () => {
    expect(data<unknown[]>(await api('/api/province'))).toHaveLength(81);
    const districts = data<{ name: string }[]>(await api('/api/province/34/district'));
    expect(districts).toHaveLength(39);
    const hoods = data<{ name: string }[]>(await api('/api/province/34/district/34023/neighborhood'));
    expect(hoods.map((h) => h.name)).toContain('Moda');
    // Plate codes are 1–81 in the contract: 99 is refused as invalid before any lookup.
    expect((await api('/api/province/99/district')).body.code).toBe('1000-1016');
  });
});

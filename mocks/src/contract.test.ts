/**
 * Every answer of the stateful handlers conforms to the contract: success bodies parse with the
 * operation's zod schema (`@carsi/sdk/schemas` responseSchemas), failures are ErrorEnvelopes with
 * a catalogue code. And every operation of the contract gets an answer (stateful or generated).
 */
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@carsi/sdk/schemas';
import { OrderStatus } from '@carsi/sdk/main';
import { createProbe } from './testing/contract-probe.ts';
import { DEMO_TOKEN, db, handlers, resetMocks, server } from './node.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

// The same checks as the other contract tests: a 200 parses with its operation's schema, anything else is an ErrorEnvelope.
const { problems, seen, call } = createProbe(DEMO_TOKEN);

describe('contract conformance of the stateful handlers', () => {
  it('answers every scripted call inside the contract', async () => {
    // auth
    await call('POST', '/api/auth/login', { email: 'demo@carsi.test', password: 'Demo1234' }, undefined);
    await call('POST', '/api/auth/login', { email: 'demo@carsi.test', password: 'Yanlis123' }, undefined);
    await call('POST', '/api/auth/register', { email: 'uygun@example.com', password: 'Guvenli123', eMessage: true, eOffer: true, pPData: true }, undefined);
    await call('POST', '/api/auth/forgot-password', { email: 'demo@carsi.test' }, undefined);
    await call('POST', '/api/auth/reset-password', { email: 'demo@carsi.test', code: '123456', newPassword: 'Demo1234', reNewPassword: 'Demo1234' }, undefined);
    // user
    await call('GET', '/api/user/information');
    await call('PUT', '/api/user/information', { companyType: 'INDIVIDUAL', firstName: 'Ayşe', birthDate: '1990-05-14' });
    await call('PUT', '/api/user/information', { companyType: 'COMPANY', companyInformation: { companyName: 'Yılmaz Ltd.', taxAdministration: 'Kadıköy VD', address: 'Rıhtım Cad. 3', province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326' } });
    await call('POST', '/api/user/newpassword', { oldPassword: 'Demo1234', newPassword: 'Demo1234', reNewPassword: 'Demo1234' });
    await call('GET', '/api/user/addresses');
    const address = (await call('POST', '/api/user/address', { addressName: 'Yazlık', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Sahil Yolu 4', province: 'Muğla', district: 'Bodrum', neighborhood: 'Yalıkavak', corporateAddress: false, EInvoicePayer: false })) as { id: number };
    await call('GET', `/api/user/address/${address.id}`);
    await call('PUT', `/api/user/address/${address.id}`, { addressName: 'Yazlık 2', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567', address: 'Sahil Yolu 5', province: 'Muğla', district: 'Bodrum', neighborhood: 'Yalıkavak', corporateAddress: false, EInvoicePayer: false });
    await call('DELETE', `/api/user/address/${address.id}`);
    await call('GET', '/api/user/announcement');
    await call('POST', '/api/user/announcement', { email: false, call: false, sms: true });
    // location
    await call('GET', '/api/countrys', undefined, undefined);
    await call('GET', '/api/province', undefined, undefined);
    await call('GET', '/api/province/34/district', undefined, undefined);
    await call('GET', '/api/province/34/district/34023/neighborhood', undefined, undefined);
    // catalogue and storefront
    for (const query of ['', '?search=çay&sort=PRICE_BY_ASC', '?pageKind=category&categorySlug=elektronik', '?pageKind=brand&brand=arzum', '?pageKind=market&creator=anadolu-ev-tekstili&sort=MOST_RECENT']) {
      await call('GET', `/api/v2/marketplace/search/product${query}`, undefined, undefined);
      await call('GET', `/api/v2/marketplace/search/filter${query}`, undefined, undefined);
    }
    await call('POST', '/api/marketplace/search/autocomplete', { search: 'çay' }, undefined);
    for (const product of db.products) await call('GET', `/api/marketplace/product/${product.id}`);
    await call('GET', '/api/marketplace/product/1/similar', undefined, undefined);
    await call('GET', '/api/marketplace/category', undefined, undefined);
    await call('GET', '/api/marketplace/category/cay-bardagi', undefined, undefined);
    await call('GET', '/api/marketplace/brand?pageSize=100', undefined, undefined);
    await call('GET', '/api/marketplace/brand/pasabahce', undefined, undefined);
    for (const seller of db.sellers) await call('GET', `/api/marketplace/market/${seller.slug}`);
    for (const path of ['highlight', 'mega-menu', 'banner', 'footer-keyword']) await call('GET', `/api/marketplace/${path}`, undefined, undefined);
    // engagement
    await call('GET', '/api/marketplace/favorite');
    await call('POST', '/api/marketplace/favorite/1');
    await call('POST', '/api/marketplace/favorite/1');
    await call('POST', '/api/marketplace/unfavorite/1');
    await call('GET', '/api/marketplace/follow');
    await call('POST', '/api/marketplace/follow/2');
    await call('POST', '/api/marketplace/unfollow/2');
    await call('GET', '/api/marketplace/product/1/question', undefined, undefined);
    await call('POST', '/api/marketplace/product/1/question', { question: 'Hediye paketi yapılıyor mu?' });
    await call('GET', '/api/marketplace/last-visit');
    await call('POST', '/api/marketplace/last-visit', { idList: [5, 6, 7] });
    // cart, cards, orders
    await call('GET', '/api/marketplace/cart');
    await call('POST', '/api/marketplace/cart/2', { quantity: 1 });
    await call('PUT', '/api/marketplace/cart/2', { quantity: 2 });
    await call('POST', '/api/marketplace/cart/2/NO');
    await call('POST', '/api/marketplace/cart/2/YES');
    await call('DELETE', '/api/marketplace/cart/2');
    await call('POST', '/api/marketplace/add-cart/list', { cart: [{ id: 4, quantity: 1 }] });
    await call('GET', '/api/marketplace/cart-coupon');
    await call('POST', '/api/marketplace/cart-coupon', { code: 'CARSI10' });
    await call('GET', '/api/marketplace/card');
    const card = (await call('POST', '/api/marketplace/card', { cardAlias: 'İş kartı', holderName: 'Ayşe Yılmaz', cardNumber: '4155650100416111', expireMonth: 1, expireYear: 2031 })) as { id: number };
    const order = (await call('POST', '/api/marketplace/order/create', { addressId: 1, invoiceAddressId: 2, cardId: card.id, installment: 3 })) as { id: number; items: { id: number; quantity: number }[] };
    await call('DELETE', `/api/marketplace/card/${card.id}`);
    for (const tab of [0, 1, 2, 3]) await call('GET', `/api/marketplace/order/list?tab=${tab}`);
    for (const o of db.orders.filter((x) => x.buyerId === 1)) await call('GET', `/api/marketplace/order/list/${o.id}`);
    await call('POST', '/api/marketplace/order/cancel', { orderId: order.id, items: order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })), reason: 'Vazgeçtim' });
    await call('POST', '/api/marketplace/order/cancel-list');
    const delivered = db.orders.find((o) => o.buyerId === 1 && o.status === OrderStatus.DELIVERED && !db.returns.some((r) => r.orderId === o.id));
    const ret = (await call('POST', '/api/marketplace/order/return', { orderId: delivered?.id, items: [{ orderItemId: delivered?.items[0]?.id, quantity: 1 }], reason: 'Kusurlu' })) as { returnId: number };
    await call('POST', '/api/marketplace/order/return-list');
    await call('POST', '/api/marketplace/order/cancel-return', { returnId: ret.returnId });
    await call('GET', `/api/marketplace/order/list/${delivered?.id ?? 0}`);
    // failures and the end of the account
    await call('GET', '/api/marketplace/cart', undefined, undefined);
    await call('POST', '/api/marketplace/cart/1', { quantity: 10_000 });
    await call('POST', '/api/user/delete-account', { password: 'Demo1234' });

    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(60);
  }, 30_000);
});

describe('coverage of the contract', () => {
  it('answers every operation of the three services (generated handlers are the fallback)', async () => {
    const unanswered: string[] = [];
    for (const op of operations) {
      const path = op.path.replace(/\{provinceId\}/g, '34').replace(/\{districtId\}/g, '34023').replace(/\{status\}/g, 'YES').replace(/\{[^}]+\}/g, '1');
      const request = new Request(`http://localhost${path}`, { method: op.method, headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
      const response = await getResponse(handlers, request);
      if (!response) unanswered.push(`${op.operationId} ${op.method} ${path}`);
    }
    expect(unanswered).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });
});

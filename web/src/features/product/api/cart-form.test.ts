// @vitest-environment node
import { GUEST_CART_COOKIE } from '@carsi/sdk';
import { getCart, getProduct } from '@carsi/sdk/main';
import { AUTH_COOKIE_NAME, bearer, errorMessageFor } from '@carsi/sdk/runtime';
import { DEMO_TOKEN } from '@carsi/mocks/node';
import { describe, expect, it } from 'vitest';
import { withMockBackend } from '@/testing/mock-backend.ts';
import { addToCartFromForm } from './cart-form.ts';
import { cartFormFields } from './cart-form-fields.ts';

withMockBackend();

const PAGE = 'https://shop.carsi.test/urun/1';

/** "Sepete ekle" posted by a browser that has not run the page's code: the action's data and its cookies. */
async function post(fields: Record<string, string>, cookie = '') {
  const body = new URLSearchParams(fields);
  const answer = await addToCartFromForm({ request: new Request(PAGE, { method: 'POST', body, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } }) });
  const cookies = new Headers(answer.init?.headers).getSetCookie();
  return { ...answer.data, cookies, guestCartCookie: cookies.find((value) => value.startsWith(`${GUEST_CART_COOKIE}=`)) };
}

describe('"Sepete ekle" before the page\'s code has arrived', () => {
  it('puts the product in a visitor\'s cart cookie and answers with the new cart and a notice', async () => {
    const answer = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '2' }, `${GUEST_CART_COOKIE}=5_1`);
    expect(answer.guestCartCookie).toMatch(/^carsi_guest_cart=5_1\.1_2; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
    expect(answer.guestCart).toEqual([{ id: 5, quantity: 1 }, { id: 1, quantity: 2 }]);
    expect(answer.cartNotice).toEqual({ productId: 1, outcome: 'added' });
  });

  it('keeps a visitor within the stock, as the page does, and says why', async () => {
    const { stock } = await getProduct(1);
    const answer = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '1' }, `${GUEST_CART_COOKIE}=1_${stock}`);
    expect(answer.cookies).toEqual([]);
    expect(answer.guestCart).toBeUndefined();
    expect(answer.cartNotice).toEqual({ productId: 1, outcome: '2000-0013' });
    expect(errorMessageFor('2000-0013')).not.toBe('');
  });

  it('puts it in a member\'s own cart on the server', async () => {
    const before = (await getCart({ headers: { Authorization: bearer(DEMO_TOKEN) } })).items.find((item) => item.product.id === 1)?.quantity ?? 0;
    const answer = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '1' }, `${AUTH_COOKIE_NAME}=${DEMO_TOKEN}`);
    expect(answer.cookies).toEqual([]);
    expect(answer.cartNotice).toEqual({ productId: 1, outcome: 'added' });
    const after = (await getCart({ headers: { Authorization: bearer(DEMO_TOKEN) } })).items.find((item) => item.product.id === 1)?.quantity;
    expect(after).toBe(before + 1);
  });

  it('answers a product that does not exist with the catalogue\'s reason, and a form naming none as invalid', async () => {
    const missing = await post({ [cartFormFields.product]: '987654', [cartFormFields.quantity]: '1' });
    expect(missing.cartNotice.outcome).toMatch(/^\d{4}-\d{4}$/);
    expect(errorMessageFor(missing.cartNotice.outcome)).not.toBe(errorMessageFor('UNKNOWN-CODE'));
    const none = await post({ [cartFormFields.quantity]: '1' });
    expect(none.cartNotice.outcome).toBe('1000-1016');
    expect(none.cookies).toEqual([]);
  });
});

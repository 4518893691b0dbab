// @vitest-environment node
import { GUEST_CART_COOKIE } from '@carsi/sdk';
import { getCart, getProduct } from '@carsi/sdk/main';
import { AUTH_COOKIE_NAME, bearer, errorMessageFor } from '@carsi/sdk/runtime';
import { DEMO_TOKEN } from '@carsi/mocks/node';
import { describe, expect, it } from 'vitest';
import { CART_NOTICE_COOKIE } from '@/lib/served-cart.tsx';
import { withMockBackend } from '@/testing/mock-backend.ts';
import { addToCartFromForm } from './cart-form.ts';
import { cartFormFields } from './cart-form-fields.ts';

withMockBackend();

const PAGE = 'https://shop.carsi.test/urun/1';

/** "Sepete ekle" posted by a browser that has not run the page's code. */
function post(fields: Record<string, string>, cookie = ''): Promise<Response> {
  const body = new URLSearchParams(fields);
  return addToCartFromForm({ request: new Request(PAGE, { method: 'POST', body, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } }) });
}

const cookiesOf = (response: Response): string[] => response.headers.getSetCookie();
const cookieNamed = (response: Response, name: string) => cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));

describe('"Sepete ekle" before the page\'s code has arrived', () => {
  it('puts the product in a visitor\'s cart cookie and sends them back to the page with a notice', async () => {
    const response = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '2' }, `${GUEST_CART_COOKIE}=5_1`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/urun/1');
    expect(cookieNamed(response, GUEST_CART_COOKIE)).toMatch(/^carsi_guest_cart=5_1\.1_2; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
    expect(cookieNamed(response, CART_NOTICE_COOKIE)).toContain(encodeURIComponent('1:added'));
  });

  it('keeps a visitor within the stock, as the page does, and says why', async () => {
    const { stock } = await getProduct(1);
    const response = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '1' }, `${GUEST_CART_COOKIE}=1_${stock}`);
    expect(cookieNamed(response, GUEST_CART_COOKIE)).toBeUndefined();
    expect(cookieNamed(response, CART_NOTICE_COOKIE)).toContain(encodeURIComponent('1:2000-0013'));
    expect(errorMessageFor('2000-0013')).not.toBe('');
  });

  it('puts it in a member\'s own cart on the server', async () => {
    const before = (await getCart({ headers: { Authorization: bearer(DEMO_TOKEN) } })).items.find((item) => item.product.id === 1)?.quantity ?? 0;
    const response = await post({ [cartFormFields.product]: '1', [cartFormFields.quantity]: '1' }, `${AUTH_COOKIE_NAME}=${DEMO_TOKEN}`);
    expect(cookieNamed(response, GUEST_CART_COOKIE)).toBeUndefined();
    expect(cookieNamed(response, CART_NOTICE_COOKIE)).toContain(encodeURIComponent('1:added'));
    const after = (await getCart({ headers: { Authorization: bearer(DEMO_TOKEN) } })).items.find((item) => item.product.id === 1)?.quantity;
    expect(after).toBe(before + 1);
  });

  it('answers a product that does not exist with the catalogue\'s reason, and a form naming none with the page', async () => {
    const missing = await post({ [cartFormFields.product]: '987654', [cartFormFields.quantity]: '1' });
    expect(decodeURIComponent(cookieNamed(missing, CART_NOTICE_COOKIE) ?? '')).toMatch(/987654:\d{4}-\d{4}/);
    const none = await post({ [cartFormFields.quantity]: '1' });
    expect(none.status).toBe(303);
    expect(cookiesOf(none)).toEqual([]);
  });
});

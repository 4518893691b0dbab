import { guestCartOfCookieHeader, guestCartSetCookie, withAddedLine } from '@carsi/sdk';
import { addToCart, getProduct } from '@carsi/sdk/main';
import { AUTH_COOKIE_NAME, bearer, isApiError } from '@carsi/sdk/runtime';
import { redirect } from 'react-router-dom';
import { MAX_PER_LINE, OUT_OF_STOCK } from '@/config/cart.ts';
import { CART_NOTICE_COOKIE, cookieValue, formatCartNotice } from '@/lib/served-cart.tsx';
import { positiveId } from '@/utils/positive-id.ts';
import { cartFormFields } from './cart-form-fields.ts';

/** The buy box could not reach the services (the catalogue's network message). */
const UNREACHABLE = 'CLIENT-NETWORK';

const quantityOf = (value: FormDataEntryValue | null): number => {
  const quantity = Number(value);
  return Number.isInteger(quantity) ? Math.min(Math.max(quantity, 1), MAX_PER_LINE) : 1;
};

async function addForVisitor(cookies: string, id: number, quantity: number, secure: boolean, headers: Headers): Promise<string> {
  const product = await getProduct(id);
  const lines = guestCartOfCookieHeader(cookies);
  const inCart = lines.find((line) => line.id === id)?.quantity ?? 0;
  if (inCart + quantity > product.stock) return OUT_OF_STOCK;
  headers.append('Set-Cookie', guestCartSetCookie(withAddedLine(lines, id, quantity), { secure }));
  return 'added';
}

/**
 * The product page's `action`: "Sepete ekle" pressed before the page's code has arrived is a plain form
 * post, answered here by the same rules as in the browser (a member's server cart; a visitor's cart in
 * its cookie, within the stock), then sent back to the page (303) with a one-time notice of the outcome.
 * Once the page's code runs, the buy box adds in the browser and never posts.
 */
export async function addToCartFromForm({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url);
  const form = await request.formData();
  const id = positiveId(String(form.get(cartFormFields.product) ?? ''));
  const back = `${url.pathname}${url.search}`;
  if (id === undefined) return redirect(back, 303);
  const quantity = quantityOf(form.get(cartFormFields.quantity));
  const cookies = request.headers.get('cookie') ?? '';
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const headers = new Headers();
  const token = cookieValue(cookies, AUTH_COOKIE_NAME);
  let outcome: string;
  try {
    if (token) {
      await addToCart(id, { quantity }, { headers: { Authorization: bearer(token) } });
      outcome = 'added';
    } else {
      outcome = await addForVisitor(cookies, id, quantity, secure, headers);
    }
  } catch (error) {
    outcome = isApiError(error) ? error.code : UNREACHABLE;
  }
  const notice = formatCartNotice({ productId: id, outcome });
  headers.append('Set-Cookie', `${CART_NOTICE_COOKIE}=${encodeURIComponent(notice)}; Max-Age=60; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`);
  return redirect(back, { status: 303, headers });
}

import { guestCartOfCookieHeader, guestCartSetCookie, withAddedLine, type GuestCartLine } from '@carsi/sdk';
import { addToCart, getProduct } from '@carsi/sdk/main';
import { AUTH_COOKIE_NAME, bearer, isApiError } from '@carsi/sdk/runtime';
import { data } from 'react-router-dom';
import { MAX_PER_LINE, OUT_OF_STOCK } from '@/config/cart.ts';
import { cookieValue, type CartFormAnswer } from '@/lib/served-cart.tsx';
import { positiveId } from '@/utils/positive-id.ts';
import { cartFormFields } from './cart-form-fields.ts';

/** The buy box could not reach the services (the catalogue's network message). */
const UNREACHABLE = 'CLIENT-NETWORK';

const quantityOf = (value: FormDataEntryValue | null): number => {
  const quantity = Number(value);
  return Number.isInteger(quantity) ? Math.min(Math.max(quantity, 1), MAX_PER_LINE) : 1;
};

interface Outcome {
  outcome: string;
  /** The visitor's cart after the press (what the answer's header counts). */
  guestCart?: GuestCartLine[];
}

async function addForVisitor(lines: GuestCartLine[], id: number, quantity: number): Promise<Outcome> {
  const product = await getProduct(id);
  const inCart = lines.find((line) => line.id === id)?.quantity ?? 0;
  if (inCart + quantity > product.stock) return { outcome: OUT_OF_STOCK };
  return { outcome: 'added', guestCart: withAddedLine(lines, id, quantity) };
}

async function addFromForm(form: FormData, cookies: string): Promise<Outcome & { productId: number }> {
  const id = positiveId(String(form.get(cartFormFields.product) ?? ''));
  if (id === undefined) return { productId: 0, outcome: '1000-1016' };
  const quantity = quantityOf(form.get(cartFormFields.quantity));
  const token = cookieValue(cookies, AUTH_COOKIE_NAME);
  try {
    if (!token) return { productId: id, ...(await addForVisitor(guestCartOfCookieHeader(cookies), id, quantity)) };
    await addToCart(id, { quantity }, { headers: { Authorization: bearer(token) } });
    return { productId: id, outcome: 'added' };
  } catch (error) {
    return { productId: id, outcome: isApiError(error) ? error.code : UNREACHABLE };
  }
}

/**
 * The product page's `action`: "Sepete ekle" pressed before the page's code has arrived is a plain form
 * post, answered here by the same rules as in the browser (a member's server cart; a visitor's cart in
 * its cookie, within the stock). The answer is the page itself, rendered with the new cart and a notice
 * of the outcome (entry.server.tsx reads this action's data); a redirect would cost the visitor one
 * more round trip on a slow line. The page then turns its history entry into a plain visit
 * (app/early-taps.ts), so a reload does not post again. Once the page's code runs, the buy box adds in
 * the browser and never posts.
 */
export async function addToCartFromForm({ request }: { request: Request }) {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie') ?? '';
  const { productId, outcome, guestCart } = await addFromForm(await request.formData(), cookies);
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const headers = new Headers();
  if (guestCart) headers.append('Set-Cookie', guestCartSetCookie(guestCart, { secure }));
  const answer: CartFormAnswer = { cartNotice: { productId, outcome }, ...(guestCart ? { guestCart } : {}) };
  return data(answer, { headers });
}

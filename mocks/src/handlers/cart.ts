/** Marketplace cart with stock checks, line selection, guest-cart push and coupons (contract: main/paths/cart.yaml). */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db } from '../db/database.ts';
import type { ProductRecord, UserRecord } from '../db/types.ts';
import { int, obj, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok, type ErrorCode } from '../http/envelope.ts';
import { findProduct } from '../views/catalog.ts';
import { cartLines, cartTotals, cartView, couponProblem, couponView } from '../views/cart.ts';
import { withUser } from './with-user.ts';

/** Sets a line's quantity (adding the line when new); 2000-0013 when the stock cannot cover it. */
function putLine(user: UserRecord, product: ProductRecord, quantity: number): Response | undefined {
  const lines = cartLines(user.id);
  const line = lines.find((l) => l.productId === product.id);
  if (quantity > product.stock) return fail(400, '2000-0013');
  if (quantity > CAPS.cartQuantity) return invalid('quantity');
  if (line) line.quantity = quantity;
  else {
    if (lines.length >= CAPS.cartLines) return invalid('id');
    lines.push({ productId: product.id, quantity, selected: true, addedAt: new Date().toISOString() });
  }
  return undefined;
}

export const cartHandlers = [
  http.get('*/api/marketplace/cart', withUser((user) => ok(cartView(user.id)))),

  http.post('*/api/marketplace/cart/:id', withUser(async (user, { request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const body = await readJson(request);
    const add = body.quantity === undefined ? 1 : int(body.quantity);
    if (add === undefined || add < 1) return invalid('quantity');
    const existing = cartLines(user.id).find((l) => l.productId === product.id)?.quantity ?? 0;
    return putLine(user, product, existing + add) ?? ok(cartView(user.id));
  })),

  http.put('*/api/marketplace/cart/:id', withUser(async (user, { request, params }) => {
    const id = int(params.id);
    const product = findProduct(id);
    if (!product || !cartLines(user.id).some((l) => l.productId === id)) return failWith('2000-0214');
    const quantity = int((await readJson(request)).quantity);
    if (quantity === undefined || quantity < 1) return invalid('quantity');
    return putLine(user, product, quantity) ?? ok(cartView(user.id));
  })),

  http.delete('*/api/marketplace/cart/:id', withUser((user, { params }) => {
    const lines = cartLines(user.id);
    const at = lines.findIndex((l) => l.productId === int(params.id));
    if (at < 0) return failWith('2000-0214');
    lines.splice(at, 1);
    return ok(cartView(user.id));
  })),

  /** status YES selects the line for checkout, NO keeps it unselected. */
  http.post('*/api/marketplace/cart/:id/:status', withUser((user, { params }) => {
    if (params.status !== 'YES' && params.status !== 'NO') return invalid('status');
    const line = cartLines(user.id).find((l) => l.productId === int(params.id));
    if (!line) return failWith('2000-0214');
    line.selected = params.status === 'YES';
    return ok(cartView(user.id));
  })),

  /**
   * The guest cart pushed after login, line by line: accepted lines add up in the cart; a refused
   * line (2000-0013 stock, 2000-0202 unknown product, 1000-1016 over the cart's caps) is answered in
   * `refused` and the others still move.
   */
  http.post('*/api/marketplace/add-cart/list', withUser(async (user, { request }) => {
    const items = (await readJson(request)).cart;
    if (!Array.isArray(items) || items.length === 0 || items.length > 100) return invalid('cart');
    const parsed = items.map((raw) => {
      const item = obj(raw);
      return { id: int(item?.id), quantity: int(item?.quantity) };
    });
    if (parsed.some((item) => item.id === undefined || item.id < 1 || item.quantity === undefined || item.quantity < 1)) return invalid('cart');
    const lines = cartLines(user.id);
    const refused: { id: number; quantity: number; code: ErrorCode }[] = [];
    for (const { id = 0, quantity = 0 } of parsed) {
      const product = findProduct(id);
      const line = lines.find((l) => l.productId === id);
      const total = (line?.quantity ?? 0) + quantity;
      if (!product) refused.push({ id, quantity, code: '2000-0202' });
      else if (total > product.stock) refused.push({ id, quantity, code: '2000-0013' });
      else if (total > CAPS.cartQuantity || (!line && lines.length >= CAPS.cartLines)) refused.push({ id, quantity, code: '1000-1016' });
      else if (line) line.quantity = total;
      else lines.push({ productId: id, quantity: total, selected: true, addedAt: new Date().toISOString() });
    }
    return ok({ cart: cartView(user.id), refused });
  })),

  http.get('*/api/marketplace/cart-coupon', withUser((user) => {
    const { afterDiscounts } = cartTotals(user.id);
    return ok(db.coupons.map((c) => couponView(c, afterDiscounts)));
  })),

  http.post('*/api/marketplace/cart-coupon', withUser(async (user, { request }) => {
    const code = str((await readJson(request)).code)?.trim().toUpperCase(); // codes are ASCII: no Turkish casing (i → İ)
    if (!code) return invalid('code');
    const coupon = db.coupons.find((c) => c.code === code);
    if (!coupon) return failWith('2000-0208');
    const totals = cartTotals(user.id);
    if (totals.selectedItemCount === 0) return fail(400, '2000-0014');
    const problem = couponProblem(coupon, totals.afterDiscounts);
    if (problem) return fail(400, problem);
    db.cartCoupons.set(user.id, coupon.code);
    return ok(cartView(user.id));
  })),
];

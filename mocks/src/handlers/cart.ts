/** Marketplace cart with stock checks, line selection, guest-cart push and coupons (contract: main/paths/cart.yaml). */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db } from '../db/store.ts';
import type { ProductRecord, UserRecord } from '../db/types.ts';
import { int, obj, readJson, str } from '../http/body.ts';
import { fail, failWith, invalid, ok, unauthorized } from '../http/envelope.ts';
import { currentUser } from '../http/session.ts';
import { findProduct } from '../views/catalog.ts';
import { cartLines, cartTotals, cartView, couponProblem, couponView } from '../views/cart.ts';

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
  http.get('*/api/marketplace/cart', ({ request }) => {
    const user = currentUser(request);
    return user ? ok(cartView(user.id)) : unauthorized();
  }),

  http.post('*/api/marketplace/cart/:id', async ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const body = await readJson(request);
    const add = body.quantity === undefined ? 1 : int(body.quantity);
    if (add === undefined || add < 1) return invalid('quantity');
    const existing = cartLines(user.id).find((l) => l.productId === product.id)?.quantity ?? 0;
    return putLine(user, product, existing + add) ?? ok(cartView(user.id));
  }),

  http.put('*/api/marketplace/cart/:id', async ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const id = int(params.id);
    const product = findProduct(id);
    if (!product || !cartLines(user.id).some((l) => l.productId === id)) return failWith('2000-0214');
    const quantity = int((await readJson(request)).quantity);
    if (quantity === undefined || quantity < 1) return invalid('quantity');
    return putLine(user, product, quantity) ?? ok(cartView(user.id));
  }),

  http.delete('*/api/marketplace/cart/:id', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const lines = cartLines(user.id);
    const at = lines.findIndex((l) => l.productId === int(params.id));
    if (at < 0) return failWith('2000-0214');
    lines.splice(at, 1);
    return ok(cartView(user.id));
  }),

  /** status YES selects the line for checkout, NO keeps it unselected. */
  http.post('*/api/marketplace/cart/:id/:status', ({ request, params }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    if (params.status !== 'YES' && params.status !== 'NO') return invalid('status');
    const line = cartLines(user.id).find((l) => l.productId === int(params.id));
    if (!line) return failWith('2000-0214');
    line.selected = params.status === 'YES';
    return ok(cartView(user.id));
  }),

  /** The guest cart pushed after login: quantities add up; all or nothing (2000-0013, 2000-0202). */
  http.post('*/api/marketplace/add-cart/list', async ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const items = (await readJson(request)).cart;
    if (!Array.isArray(items)) return invalid('cart');
    const lines = cartLines(user.id);
    const wanted = new Map<number, number>();
    for (const raw of items) {
      const item = obj(raw);
      const id = int(item?.id);
      const quantity = int(item?.quantity);
      if (id === undefined || quantity === undefined || quantity < 1) return invalid('cart');
      const product = findProduct(id);
      if (!product) return failWith('2000-0202');
      const total = (wanted.get(id) ?? lines.find((l) => l.productId === id)?.quantity ?? 0) + quantity;
      if (total > product.stock) return fail(400, '2000-0013');
      if (total > CAPS.cartQuantity) return invalid('cart');
      wanted.set(id, total);
    }
    const newLines = [...wanted.keys()].filter((id) => !lines.some((l) => l.productId === id)).length;
    if (lines.length + newLines > CAPS.cartLines) return invalid('cart');
    for (const [id, quantity] of wanted) {
      const line = lines.find((l) => l.productId === id);
      if (line) line.quantity = quantity;
      else lines.push({ productId: id, quantity, selected: true, addedAt: new Date().toISOString() });
    }
    return ok(cartView(user.id));
  }),

  http.get('*/api/marketplace/cart-coupon', ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const { afterDiscounts } = cartTotals(user.id);
    return ok(db.coupons.map((c) => couponView(c, afterDiscounts)));
  }),

  http.post('*/api/marketplace/cart-coupon', async ({ request }) => {
    const user = currentUser(request);
    if (!user) return unauthorized();
    const code = str((await readJson(request)).code)?.trim().toUpperCase(); // codes are ASCII: no Turkish casing (i → İ)
    if (!code) return invalid('code');
    const coupon = db.coupons.find((c) => c.code === code);
    if (!coupon) return failWith('2000-0208');
    const totals = cartTotals(user.id);
    if (totals.selectedItemCount === 0) return fail(400, '2000-0014');
    if (couponProblem(coupon, totals.afterDiscounts)) return fail(400, '2000-0015');
    db.cartCoupons.set(user.id, coupon.code);
    return ok(cartView(user.id));
  }),
];

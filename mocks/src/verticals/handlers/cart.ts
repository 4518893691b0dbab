/** A section's cart: one piece per listing (listings are single items). */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import type { UserRecord } from '@mocks/db/types.ts';
import { int, readJson } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import type { Cart } from '@carsi/sdk/main';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { findListing, listingSummary } from '../views/listings.ts';
import { base, isResponse, nowIso, withSettledUser } from './context.ts';
import { round } from '@mocks/db/money.ts';


export function listingCartView(v: VerticalConfig, userId: number): Cart {
  const lines = userStateOf(v.slug, userId).cart.flatMap((line) => {
    const listing = findListing(line.listingId);
    return listing ? [{ line, listing }] : [];
  });
  const items = lines.map(({ line, listing }) => ({
    id: listing.id,
    quantity: line.quantity,
    selected: true,
    product: listingSummary(listing),
    unitPrice: listing.price,
    totalPrice: round(listing.price * line.quantity),
    addedAt: line.addedAt,
  }));
  const subtotal = round(items.reduce((s, i) => s + i.totalPrice, 0));
  return { platform: v.platform, items, itemCount: items.length, selectedItemCount: items.length, subtotal, discountTotal: 0, couponDiscount: 0, shippingTotal: 0, total: subtotal };
}

async function quantityOf(request: Request, required: boolean): Promise<number | Response> {
  const body = await readJson(request);
  if (body.quantity === undefined && !required) return 1;
  const quantity = int(body.quantity);
  if (quantity === undefined || quantity < 1 || quantity > CAPS.cartQuantity) return invalid('quantity');
  return quantity;
}

function buyable(v: VerticalConfig, user: UserRecord, id: number | undefined): Response | undefined {
  const listing = findListing(id);
  if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED' || listing.hidden) return failWith('2000-0202');
  if (listing.sellerId === user.id) return failWith('1000-1008');
  if (listing.state !== 'ACTIVE') return failWith('2000-0013');
  return undefined;
}

export function listingCartHandlers(v: VerticalConfig) {
  return [
    http.get(`${base(v)}/cart`, withSettledUser((user) => ok(listingCartView(v, user.id)))),

    http.post(`${base(v)}/cart/:id`, withSettledUser(async (user, { request, params }) => {
      const id = int(params.id);
      const refused = buyable(v, user, id);
      if (refused) return refused;
      const quantity = await quantityOf(request, false);
      if (isResponse(quantity)) return quantity;
      const cart = userStateOf(v.slug, user.id).cart;
      const line = cart.find((l) => l.listingId === id);
      if ((line?.quantity ?? 0) + quantity > 1) return failWith('2000-0013');
      if (cart.length >= CAPS.cartLines) return invalid('id');
      cart.push({ listingId: id ?? 0, quantity, addedAt: nowIso() });
      return ok(listingCartView(v, user.id));
    })),

    http.put(`${base(v)}/cart/:id`, withSettledUser(async (user, { request, params }) => {
      const line = userStateOf(v.slug, user.id).cart.find((l) => l.listingId === int(params.id));
      if (!line) return failWith('2000-0214');
      const quantity = await quantityOf(request, true);
      if (isResponse(quantity)) return quantity;
      if (quantity > 1 || findListing(line.listingId)?.state !== 'ACTIVE') return failWith('2000-0013');
      line.quantity = quantity;
      return ok(listingCartView(v, user.id));
    })),

    http.delete(`${base(v)}/cart/:id`, withSettledUser((user, { params }) => {
      const state = userStateOf(v.slug, user.id);
      const id = int(params.id);
      if (!state.cart.some((l) => l.listingId === id)) return failWith('2000-0214');
      state.cart = state.cart.filter((l) => l.listingId !== id);
      return ok(listingCartView(v, user.id));
    })),
  ];
}

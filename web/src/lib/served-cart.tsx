import type { GuestCartLine } from '@carsi/sdk';
import { createContext, useContext } from 'react';

/** What a cart form posted before the page's code arrived came to (the server's answer, shown once). */
export interface CartNotice {
  productId: number;
  /** 'added', or the catalogue code the cart refused the product with. */
  outcome: string;
}

/** What the server knew of the visitor's cart when it drew the page. */
export interface ServedCart {
  /** The cart kept on the device as the server read it; undefined where the page was written once, for everyone. */
  guestCart?: readonly GuestCartLine[];
  notice?: CartNotice;
}

/**
 * Marks `<html>` of a page server-rendered for this request's cart, so that the browser starts from the same cart
 * when it hydrates the page (a prerendered page knows no cart). Its value is the notice.
 */
export const SERVED_CART_ATTRIBUTE = 'data-served-cart';

export const ServedCartContext = createContext<ServedCart>({});

export const useServedCart = (): ServedCart => useContext(ServedCartContext);

/** The attribute's value for a notice ('' for none) and back. */
export const formatCartNotice = (notice: CartNotice | undefined): string => (notice ? `${notice.productId}:${notice.outcome}` : '');

export function parseCartNotice(value: string | null | undefined): CartNotice | undefined {
  const match = /^(\d+):(added|\d{4}-\d{4}|[A-Z-]+)$/.exec(value ?? '');
  return match ? { productId: Number(match[1]), outcome: match[2] ?? '' } : undefined;
}

/** What the product route's action answers a posted cart form with (features/product/api/cart-form.ts). */
export interface CartFormAnswer {
  cartNotice: CartNotice;
  /** The visitor's cart after the press, when it changed. */
  guestCart?: GuestCartLine[];
}

/** A cart form's answer among the matched routes' action data (React Router's, keyed by route id). */
export function cartFormAnswerIn(actionData: Record<string, unknown> | null | undefined): CartFormAnswer | undefined {
  return Object.values(actionData ?? {}).find((value): value is CartFormAnswer => typeof value === 'object' && value !== null && 'cartNotice' in value);
}

/** A cookie's value in a `Cookie` header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = (header ?? '').split(/;\s*/).find((part) => part.startsWith(prefix));
  if (cookie === undefined) return undefined;
  try {
    return decodeURIComponent(cookie.slice(prefix.length));
  } catch {
    return undefined;
  }
}

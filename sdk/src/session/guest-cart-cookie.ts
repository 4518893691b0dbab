import type { GuestCartLine } from './guest-cart.ts';

/**
 * The cookie a visitor's cart lives in. A cookie rather than localStorage, so that the shop's server
 * sees the cart too: it renders the header's count into the page, and a tap on "Sepete ekle" made before
 * the page's code has arrived is a plain form post the server can answer.
 */
export const GUEST_CART_COOKIE = 'carsi_guest_cart';
export const GUEST_CART_COOKIE_DAYS = 30;

// Cookie-safe separators (RFC 6265 cookie-octets): lines by '.', a line's fields by '_'.
const LINE_SEPARATOR = '.';
const FIELD_SEPARATOR = '_';
const CODE = /^\d{4}-\d{4}$/;

function parseLine(text: string): GuestCartLine | undefined {
  const [id, quantity, refused, ...rest] = text.split(FIELD_SEPARATOR);
  const line = { id: Number(id), quantity: Number(quantity) };
  if (rest.length > 0 || !Number.isInteger(line.id) || line.id <= 0 || !Number.isInteger(line.quantity) || line.quantity <= 0) return undefined;
  if (refused === undefined) return line;
  return CODE.test(refused) ? { ...line, refused } : undefined;
}

/** The lines a guest-cart cookie value holds; a malformed line is dropped, never the whole cart. */
export function parseGuestCart(value: string | undefined): GuestCartLine[] {
  if (!value) return [];
  return value.split(LINE_SEPARATOR).flatMap((text) => parseLine(text) ?? []);
}

/** The cookie value for `lines` (empty for an empty cart). */
export function formatGuestCart(lines: readonly GuestCartLine[]): string {
  return lines.map(({ id, quantity, refused }) => [id, quantity, ...(refused ? [refused] : [])].join(FIELD_SEPARATOR)).join(LINE_SEPARATOR);
}

/** The guest cart in a request's `Cookie` header (for a server). */
export function guestCartOfCookieHeader(header: string | null | undefined): GuestCartLine[] {
  const prefix = `${GUEST_CART_COOKIE}=`;
  const cookie = (header ?? '').split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!cookie) return [];
  try {
    return parseGuestCart(decodeURIComponent(cookie.slice(prefix.length)));
  } catch {
    return [];
  }
}

/** A `Set-Cookie` header value that stores `lines` as the guest cart (or removes it when empty), for a server. */
export function guestCartSetCookie(lines: readonly GuestCartLine[], { secure }: { secure: boolean }): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  const age = lines.length === 0 ? 0 : GUEST_CART_COOKIE_DAYS * 24 * 60 * 60;
  return [`${GUEST_CART_COOKIE}=${formatGuestCart(lines)}`, `Max-Age=${age}`, ...attributes].join('; ');
}

/** `lines` with `quantity` more of product `id`. */
export function withAddedLine(lines: readonly GuestCartLine[], id: number, quantity: number): GuestCartLine[] {
  const found = lines.some((line) => line.id === id);
  return found ? lines.map((line) => (line.id === id ? { ...line, quantity: line.quantity + quantity } : line)) : [...lines, { id, quantity }];
}

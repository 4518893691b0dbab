import { readCookie, removeCookie, writeCookie } from '../runtime/cookie-jar.ts';
import { formatGuestCart, GUEST_CART_COOKIE, GUEST_CART_COOKIE_DAYS, parseGuestCart, withAddedLine } from './guest-cart-cookie.ts';

/** The cart of a visitor who is not logged in, kept in a cookie on this device until login pushes it. */
export interface GuestCartLine {
  id: number;
  quantity: number;
  /** Set after a login: the catalogue code the server refused this line with (it stays here until resolved). */
  refused?: string;
}

/** Where earlier versions kept the cart: read once, moved into the cookie. */
const LEGACY_STORAGE_KEY = 'carsi:guest-cart';

type Listener = (lines: readonly GuestCartLine[]) => void;
const listeners = new Set<Listener>();

const inBrowser = (): boolean => typeof document !== 'undefined';
const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/** A cookie has no change event: this channel tells this browser's other tabs that the cart changed. */
let channel: BroadcastChannel | undefined | null = null;
function tabChannel(): BroadcastChannel | undefined {
  if (channel !== null) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('carsi-guest-cart');
  channel?.addEventListener('message', () => {
    const lines = readGuestCart();
    for (const listener of listeners) listener(lines);
  });
  return channel;
}

function store(lines: readonly GuestCartLine[]): void {
  if (lines.length === 0) removeCookie(GUEST_CART_COOKIE, { path: '/' });
  else writeCookie(GUEST_CART_COOKIE, formatGuestCart(lines), { expires: GUEST_CART_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: isHttps() });
}

function moveLegacyCart(): void {
  const legacy = typeof localStorage === 'undefined' ? null : localStorage.getItem(LEGACY_STORAGE_KEY);
  if (legacy === null) return;
  localStorage.removeItem(LEGACY_STORAGE_KEY);
  try {
    const parsed: unknown = JSON.parse(legacy);
    if (!Array.isArray(parsed)) return;
    // Formatted as the cookie, then parsed back: what does not make a valid line is dropped.
    const lines = parseGuestCart(formatGuestCart(parsed as GuestCartLine[]));
    if (lines.length > 0) store(lines);
  } catch {
    // an unreadable old cart is dropped
  }
}

let readValue: string | undefined;
let readLines: readonly GuestCartLine[] = [];

/**
 * The visitor's cart on this device. The same array while the cookie's text is the same, so a React
 * store can hand it out as its snapshot on every render without comparing carts.
 */
export function readGuestCart(): readonly GuestCartLine[] {
  if (!inBrowser()) return [];
  let value = readCookie(GUEST_CART_COOKIE);
  if (value === undefined) {
    moveLegacyCart();
    value = readCookie(GUEST_CART_COOKIE);
  }
  if (value !== readValue) {
    readValue = value;
    readLines = parseGuestCart(value);
  }
  return readLines;
}

function write(lines: readonly GuestCartLine[]): void {
  store(lines);
  for (const listener of listeners) listener(lines);
  try {
    tabChannel()?.postMessage('changed');
  } catch {
    // a closed channel (page unloading): the other tabs read the cookie when they next render
  }
}

export function addToGuestCart(id: number, quantity = 1): void {
  write(withAddedLine(readGuestCart(), id, quantity));
}

export function setGuestCartQuantity(id: number, quantity: number): void {
  write(readGuestCart().map((l) => (l.id === id ? { ...l, quantity } : l)).filter((l) => l.quantity > 0));
}

export function removeFromGuestCart(id: number): void {
  write(readGuestCart().filter((l) => l.id !== id));
}

export function clearGuestCart(): void {
  write([]);
}

/** After a merge: only the refused lines stay, each with the server's reason. */
export function keepRefusedGuestLines(refused: readonly { id: number; quantity: number; code: string }[]): void {
  write(refused.map(({ id, quantity, code }) => ({ id, quantity, refused: code })));
}

/** Calls `listener` whenever the guest cart changes, in this tab or in another of this browser. */
export function subscribeGuestCart(listener: Listener): () => void {
  tabChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { describe, expect, it } from 'vitest';
import { formatGuestCart, GUEST_CART_COOKIE, guestCartOfCookieHeader, guestCartSetCookie, parseGuestCart, withAddedLine } from './guest-cart-cookie.ts';
import { addToGuestCart, readGuestCart } from './guest-cart.ts';

describe('the guest cart cookie', () => {
  it('reads back what it wrote, refused lines with their code', () => {
    const lines = [{ id: 7, quantity: 2 }, { id: 9, quantity: 1, refused: '2000-0013' }];
    expect(parseGuestCart(formatGuestCart(lines))).toEqual(lines);
  });

  it('drops a malformed line and keeps the rest', () => {
    expect(parseGuestCart('7_2.x_1.9_0.4_1_oops.5_3')).toEqual([{ id: 7, quantity: 2 }, { id: 5, quantity: 3 }]);
  });

  it('is what a server reads from the request and writes back', () => {
    const header = `carsi_token=abc; ${GUEST_CART_COOKIE}=7_2; theme=dark`;
    const lines = withAddedLine(guestCartOfCookieHeader(header), 7, 1);
    expect(lines).toEqual([{ id: 7, quantity: 3 }]);
    expect(guestCartSetCookie(lines, { secure: true })).toBe(`${GUEST_CART_COOKIE}=7_3; Max-Age=2592000; Path=/; SameSite=Lax; Secure`);
    expect(guestCartSetCookie([], { secure: false })).toMatch(/Max-Age=0/);
  });

  it('is the cart the browser keeps: a line added in the page is in the cookie a server sees', () => {
    addToGuestCart(7, 2);
    addToGuestCart(3);
    expect(guestCartOfCookieHeader(document.cookie)).toEqual([{ id: 7, quantity: 2 }, { id: 3, quantity: 1 }]);
    expect(readGuestCart()).toEqual([{ id: 7, quantity: 2 }, { id: 3, quantity: 1 }]);
  });

  it('gives the same array while the cart is unchanged, and a new one once it changes (a React store snapshot)', () => {
    addToGuestCart(11);
    const before = readGuestCart();
    expect(readGuestCart()).toBe(before);
    addToGuestCart(11);
    expect(readGuestCart()).not.toBe(before);
    expect(readGuestCart().find((line) => line.id === 11)?.quantity).toBe(2);
  });

  it('moves a cart an earlier version kept in localStorage into the cookie', () => {
    localStorage.setItem('carsi:guest-cart', JSON.stringify([{ id: 4, quantity: 1 }, { id: 'bad' }]));
    expect(readGuestCart()).toEqual([{ id: 4, quantity: 1 }]);
    expect(localStorage.getItem('carsi:guest-cart')).toBeNull();
    expect(guestCartOfCookieHeader(document.cookie)).toEqual([{ id: 4, quantity: 1 }]);
  });
});

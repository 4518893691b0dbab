import Cookies from 'js-cookie';
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from './constants.ts';
import { emitSessionEnded, type SessionEndReason } from './session-events.ts';

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

export function getToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE_NAME);
}

export function isLoggedIn(): boolean {
  return getToken() !== undefined;
}

export function storeToken(token: string): void {
  Cookies.set(AUTH_COOKIE_NAME, token, { expires: AUTH_COOKIE_DAYS, sameSite: 'Lax', secure: isHttps() });
}

/** Clears the cookie (and with it the Authorization header of every later call). */
export function endSession(reason: SessionEndReason): void {
  Cookies.remove(AUTH_COOKIE_NAME);
  emitSessionEnded(reason);
}

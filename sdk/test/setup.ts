import Cookies from 'js-cookie';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureSdk, resetSdkConfig } from '../src/runtime/config.ts';
import { AUTH_COOKIE_NAME } from '../src/runtime/constants.ts';
import { GUEST_CART_COOKIE } from '../src/session/guest-cart-cookie.ts';

export const baseUrls = { main: 'http://main.test', content: 'http://content.test', live: 'http://live.test' };

/** Each test adds the handlers it needs with `server.use(...)`; anything else is an error. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => configureSdk({ baseUrls }));
afterEach(() => {
  server.resetHandlers();
  resetSdkConfig();
  Cookies.remove(AUTH_COOKIE_NAME);
  Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
  localStorage.clear();
});
afterAll(() => server.close());

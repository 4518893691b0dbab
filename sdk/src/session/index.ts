export * from './guest-cart.ts';
export { GUEST_CART_COOKIE, guestCartOfCookieHeader, guestCartSetCookie, withAddedLine } from './guest-cart-cookie.ts';
export { logIn, mergeGuestCart, signUp } from './log-in.ts';
export type { GuestCartMergeStatus, LoggedIn } from './log-in.ts';
export { useLogIn, useLogOut, useSignUp } from './use-session.ts';
export { contentCacheRules } from './content-cache-rules.ts';
export { loadInvalidationRules } from './load-invalidation-rules.ts';

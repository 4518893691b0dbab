export * from './guest-cart.ts';
export { logIn, mergeGuestCart, signUp } from './log-in.ts';
export type { GuestCartMergeStatus, LoggedIn } from './log-in.ts';
export { useLogIn, useLogOut, useSignUp } from './use-session.ts';
export { contentCacheRules } from './content-cache-rules.ts';

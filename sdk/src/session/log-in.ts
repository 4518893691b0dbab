import { addCartList } from '../generated/main/endpoints/cart/cart.ts';
import { login, register } from '../generated/main/endpoints/auth/auth.ts';
import type { AuthSession, LoginRequest, RegisterRequest } from '../generated/main/model/index.ts';
import { storeToken } from '../runtime/token.ts';
import { clearGuestCart, readGuestCart } from './guest-cart.ts';

/** `merged`: the guest cart is now on the server; `failed`: the server refused it and it stays local. */
export type GuestCartMerge = 'empty' | 'merged' | 'failed';

export interface LoggedIn {
  session: AuthSession;
  guestCart: GuestCartMerge;
}

/** Pushes the guest cart to the server cart; clears it only once the server has accepted it. */
export async function mergeGuestCart(): Promise<GuestCartMerge> {
  const cart = readGuestCart();
  if (cart.length === 0) return 'empty';
  try {
    await addCartList({ cart });
  } catch {
    return 'failed';
  }
  clearGuestCart();
  return 'merged';
}

async function startSession(session: AuthSession): Promise<LoggedIn> {
  storeToken(session.token);
  return { session, guestCart: await mergeGuestCart() };
}

/** Login of spec §4: store the token, then push and clear the guest cart. */
export async function logIn(credentials: LoginRequest): Promise<LoggedIn> {
  return startSession(await login(credentials));
}

/** Registration logs the new user in the same way. */
export async function signUp(details: RegisterRequest): Promise<LoggedIn> {
  return startSession(await register(details));
}

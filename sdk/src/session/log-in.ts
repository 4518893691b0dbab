import { addCartList } from '../generated/main/endpoints/cart/cart.ts';
import { login, register } from '../generated/main/endpoints/auth/auth.ts';
import type { AuthSession, LoginRequest, RegisterRequest } from '../generated/main/model/index.ts';
import { storeToken } from '../runtime/token.ts';
import { keepRefusedGuestLines, readGuestCart } from './guest-cart.ts';

/**
 * `merged`: every guest line is now in the server cart; `partial`: some lines were refused and stay in
 * the guest cart with their reasons; `failed`: the call itself failed and the whole guest cart stays.
 */
export type GuestCartMergeStatus = 'empty' | 'merged' | 'partial' | 'failed';

export interface LoggedIn {
  session: AuthSession;
  guestCart: GuestCartMergeStatus;
}

/**
 * Pushes the guest cart to the server cart, line by line: accepted lines leave the guest cart, refused
 * ones stay with the catalogue code of their reason (shown on the cart page, with a retry).
 */
export async function mergeGuestCart(): Promise<GuestCartMergeStatus> {
  const cart = readGuestCart().map(({ id, quantity }) => ({ id, quantity }));
  if (cart.length === 0) return 'empty';
  let refused: { id: number; quantity: number; code: string }[];
  try {
    ({ refused } = await addCartList({ cart }));
  } catch {
    return 'failed';
  }
  keepRefusedGuestLines(refused);
  return refused.length === 0 ? 'merged' : 'partial';
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

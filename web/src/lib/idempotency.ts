import { IDEMPOTENCY_HEADER, isApiError, type RequestOptions } from '@carsi/sdk/runtime';
import type { QueryClient } from '@tanstack/react-query';

/**
 * One Idempotency-Key per payment attempt (contract: the order creates' `Idempotency-Key` header).
 * The main API has no timeout, so an order call may never answer; the key of the pending attempt is
 * kept in sessionStorage until the attempt settles, so a retry — even after reloading the payment
 * page — sends the same key and the server answers the order it already created instead of a second.
 * Scopes keep the marketplace, each section family and each accepted offer apart ('marketplace',
 * 'section:secondHand', 'section:craft:offer:12').
 */
const PREFIX = 'carsi:order-attempt:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** In memory when storage is unavailable (private mode): a retry in this page still reuses the key. */
const memory = new Map<string, string>();

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The key of the pending attempt of `scope`, created on first use. */
export function orderAttemptKey(scope: string): string {
  const name = PREFIX + scope;
  const kept = storage()?.getItem(name) ?? memory.get(name);
  if (kept) return kept;
  const key = newKey();
  memory.set(name, key);
  try {
    storage()?.setItem(name, key);
  } catch {
    // quota: the in-memory key still covers retries on this page
  }
  return key;
}

/** The attempt is over (the order exists, or the server refused it): the next payment gets a new key. */
export function settleOrderAttempt(scope: string): void {
  memory.delete(PREFIX + scope);
  storage()?.removeItem(PREFIX + scope);
}

/**
 * Request options for a generated order create hook (`useCreateOrder({ request: … })`): the header is
 * read when the call is sent, so every retry of the pending attempt carries the same key.
 */
export const idempotentOrderRequest = (scope: string): RequestOptions => ({
  headers: () => ({ [IDEMPOTENCY_HEADER]: orderAttemptKey(scope) }),
});

/**
 * Whether a failed order call settles its attempt. Only a 4xx refusal says the order was not made; a
 * timeout, a network failure, an unreadable answer or a 5xx leave it unknown, so the key is kept and
 * a retry cannot pay twice.
 */
export const failureSettlesAttempt = (failure: unknown): boolean =>
  isApiError(failure) && !failure.code.startsWith('CLIENT-') && failure.status >= 400 && failure.status < 500;

/**
 * Drops settled order calls from the mutation cache: their variables hold the card number and CVC
 * of a new card, which must not stay in memory once the order is placed or refused.
 */
export function forgetSettledMutations(client: QueryClient, mutationKey: readonly unknown[]): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey, exact: true })) {
    if (mutation.state.status !== 'pending') cache.remove(mutation);
  }
}

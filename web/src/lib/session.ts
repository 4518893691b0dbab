import { isLoggedIn } from '@carsi/sdk/runtime';
import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor is logged in, as React state. The SDK keeps the token in a cookie, which the
 * browser does not announce; the app calls `refreshSession()` after login and the session listener
 * calls it when the SDK ends the session (logout or a 401).
 */
let loggedIn = isLoggedIn();
const listeners = new Set<() => void>();

export function refreshSession(): void {
  const next = isLoggedIn();
  if (next === loggedIn) return;
  loggedIn = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): boolean => loggedIn;

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

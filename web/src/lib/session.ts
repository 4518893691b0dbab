import { getToken } from '@carsi/sdk/runtime';
import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor is logged in, as React state. The SDK keeps the token in a cookie, which the
 * browser does not announce; the app calls `refreshSession()` after login and the session listener
 * calls it when the session ends or changes (logout, a 401, another tab).
 */
let token = getToken();
const listeners = new Set<() => void>();

/** Re-reads the cookie; true when the token changed (a session ended, started or was replaced). */
export function refreshSession(): boolean {
  const next = getToken();
  if (next === token) return false;
  const wasLoggedIn = token !== undefined;
  token = next;
  if (wasLoggedIn !== (next !== undefined)) for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): boolean => token !== undefined;
// Server-rendered and prerendered pages are rendered for a visitor; a member's page hydrates as that, then shows the member.
const prerenderedSnapshot = (): boolean => false;

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, prerenderedSnapshot);
}

const PENDING_PREFIX = 'carsi:';

/** Forgets what this tab kept for the member in sessionStorage (a pending payment's key, say). */
export function forgetSessionStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PENDING_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}

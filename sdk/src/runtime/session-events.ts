/**
 * Why a session ended: a 401 for the current token, a logout here, the account deleted, or a logout
 * (or another member's login) in another tab of this browser.
 */
export type SessionEndReason = 'unauthorized' | 'logout' | 'account-deleted' | 'other-tab';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();
const startListeners = new Set<() => void>();

/** The app listens here to return to a logged-out state when the server ends the session. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}

/** A session started in another tab (the shared cookie now holds another token). */
export function onSessionStartedElsewhere(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export function emitSessionStartedElsewhere(): void {
  for (const listener of startListeners) listener();
}

export type SessionEndReason = 'unauthorized' | 'logout';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

/** The app listens here to return to a logged-out state when the server ends the session. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}

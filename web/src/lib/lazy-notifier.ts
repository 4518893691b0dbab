import type { Notifier } from '@carsi/sdk/runtime';

/*
 * Toasts are not part of any page's first load: react-toastify (lib/notifier.ts) loads with the first
 * message. Sending one also asks the app to mount the toast container (app/toasts.tsx listens); a
 * message sent before the container is mounted waits in react-toastify's queue and shows once it is.
 */
const loadNotifier = () => import('./notifier.ts');

const listeners = new Set<() => void>();
let requested = false;

/** Whether a message has asked for the toast container already. */
export const toastsRequested = (): boolean => requested;

/** Calls `listener` when the first message asks for the toast container; returns the unsubscribe. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function requestToasts(): void {
  requested = true;
  for (const listener of listeners) listener();
}

/** The SDK's notifier, and the one features toast through, with react-toastify loaded on first use. */
export const lazyNotifier: Notifier = {
  success: (message) => {
    requestToasts();
    void loadNotifier().then(({ toastNotifier }) => toastNotifier.success(message));
  },
  warning: (message) => {
    requestToasts();
    void loadNotifier().then(({ toastNotifier }) => toastNotifier.warning(message));
  },
};

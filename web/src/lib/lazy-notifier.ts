import type { Notifier } from '@carsi/sdk/runtime';

/*
 * Toasts are not part of any page's first load: react-toastify (lib/notifier.ts) loads with the first
 * message. Sending one also asks the app to mount the toast container (app/toasts.tsx listens).
 * react-toastify drops a toast sent while no container is mounted, so each message waits for the
 * container (a visitor's first "Sepete ekle" used to show nothing).
 */
const loadNotifier = () => import('./notifier.ts');

let markContainerMounted: () => void = () => undefined;
const containerMounted = new Promise<void>((resolve) => {
  markContainerMounted = resolve;
});

/** Called by app/toasts.tsx once the toast container is on the page. */
export function toastContainerMounted(): void {
  markContainerMounted();
}

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

function show(kind: keyof Notifier, message: string): void {
  requestToasts();
  void Promise.all([loadNotifier(), containerMounted]).then(([{ toastNotifier }]) => toastNotifier[kind](message));
}

/** The SDK's notifier, and the one features toast through, with react-toastify loaded on first use. */
export const lazyNotifier: Notifier = {
  success: (message) => show('success', message),
  warning: (message) => show('warning', message),
};

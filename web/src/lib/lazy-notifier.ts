import type { Notifier } from '@carsi/sdk/runtime';

/*
 * Toasts are not part of any page's first load: react-toastify (lib/notifier.ts) loads with the first
 * message. Sending one also asks the app to mount the toast container (app/toasts.tsx listens).
 * react-toastify drops a toast sent while no container is mounted, so each message waits for the
 * container (a visitor's first "Sepete ekle" used to show nothing).
 */
const loadNotifier = () => import('./notifier.ts');

type Message = { kind: keyof Notifier; text: string };

/** Messages sent before the toast container was on the page, shown by it when it mounts. */
let waiting: Message[] = [];
let containerReady = false;

const deliver = ({ kind, text }: Message) => {
  void loadNotifier().then(({ toastNotifier }) => toastNotifier[kind](text));
};

/** Called by app/toasts.tsx once the toast container is on the page; returns what to call when it leaves. */
export function toastContainerMounted(): () => void {
  containerReady = true;
  const messages = waiting;
  waiting = [];
  messages.forEach(deliver);
  return () => {
    containerReady = false;
  };
}

/**
 * Forgets messages still waiting for a container. Tests call it between cases: test files share
 * modules, and a message one file sent without a container would otherwise appear in the next file's.
 */
export function discardWaitingToasts(): void {
  waiting = [];
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

function show(kind: keyof Notifier, text: string): void {
  requestToasts();
  if (containerReady) deliver({ kind, text });
  else waiting.push({ kind, text });
}

/** The SDK's notifier, and the one features toast through, with react-toastify loaded on first use. */
export const lazyNotifier: Notifier = {
  success: (message) => show('success', message),
  warning: (message) => show('warning', message),
};

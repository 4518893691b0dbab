import { TOAST_DURATION_MS, type Notifier } from '@carsi/sdk/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * Toasts are not part of the first paint: react-toastify loads when the browser is idle after it, or
 * with the first message, whichever comes first. A message sent before the container is mounted waits
 * in react-toastify's queue and shows as soon as it is.
 */
const loadNotifier = () => import('../lib/notifier.ts');
const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

const wanted = new Set<() => void>();
let requested = false;
function requestToasts(): void {
  requested = true;
  for (const listener of wanted) listener();
}

/** The SDK's notifier (lib/notifier.ts) loaded on first use. */
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

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
};

export function Toasts() {
  const [mounted, setMounted] = useState(requested);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    wanted.add(mount);
    const cancel = whenIdle(mount);
    return () => {
      wanted.delete(mount);
      cancel();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} newestOnTop limit={3} />
    </Suspense>
  );
}

import { type Notifier } from '@carsi/sdk/runtime';
import { TOAST_DURATION_MS } from '@/config/timings.ts';
import { lazy, useEffect, useState, type CSSProperties } from 'react';
import { LazyPart } from '../components/layout/lazy-part.tsx';

/*
 * Toasts are not part of the first load: react-toastify loads with the first message sent through the
 * SDK (a failed call, say) or the visitor's first tap or key press, since features that toast straight
 * through lib/notifier.ts (added to cart …) do so after one. A message sent before the container is
 * mounted waits in react-toastify's queue and shows as soon as it is.
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

const toastColours = { '--toastify-text-color-light': '#1f1f1f' } as CSSProperties;

export function Toasts() {
  const [mounted, setMounted] = useState(requested);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    const firstInput = ['pointerdown', 'keydown'] as const;
    wanted.add(mount);
    for (const type of firstInput) window.addEventListener(type, mount, { capture: true, once: true });
    return () => {
      wanted.delete(mount);
      for (const type of firstInput) window.removeEventListener(type, mount, { capture: true });
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <LazyPart loading={null}>
      {/* react-toastify's grey text (#757575) drops below 4.5:1 while a toast fades in; near-black keeps it readable. */}
      <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} newestOnTop limit={3} style={toastColours} />
    </LazyPart>
  );
}

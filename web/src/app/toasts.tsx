import { TOAST_DURATION_MS } from '@/config/timings.ts';
import { lazy, useEffect, useState, type CSSProperties } from 'react';
import { LazyPart } from '../components/layout/lazy-part.tsx';
import { onToastsRequested, toastContainerMounted, toastsRequested } from '../lib/lazy-notifier.ts';
import { below, BREAKPOINTS } from '@/config/breakpoints.ts';

/*
 * The toast container mounts with the first message (lib/lazy-notifier.ts) or the visitor's first tap
 * or key press, since features that toast do so after one; react-toastify is not part of the first load.
 */
const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

const toastColours = { '--toastify-text-color-light': '#1f1f1f' } as CSSProperties;

/**
 * On a phone react-toastify spans the screen's width: at the top, each toast lay over the header's
 * account and cart buttons for its 1.5 s, and a tap on the cart right after "Sepete ekle" closed the
 * toast instead. Read on render, not watched: the container mounts after the first tap, and a phone
 * seldom crosses the breakpoint.
 */
function toastPosition(): 'top-center' | 'bottom-center' {
  const phone = below(BREAKPOINTS.sm);
  return typeof window.matchMedia === 'function' && window.matchMedia(phone).matches ? 'bottom-center' : 'top-center';
}

/** Rendered after the container: its effect runs once the container has registered itself. */
function ContainerMounted() {
  useEffect(toastContainerMounted, []);
  return null;
}

export function Toasts() {
  const [mounted, setMounted] = useState(toastsRequested);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    // A message asked for between this component's render and this effect (a sibling's effect).
    if (toastsRequested()) {
      mount();
      return undefined;
    }
    const firstInput = ['pointerdown', 'keydown'] as const;
    const stopListening = onToastsRequested(mount);
    for (const type of firstInput) window.addEventListener(type, mount, { capture: true, once: true });
    return () => {
      stopListening();
      for (const type of firstInput) window.removeEventListener(type, mount, { capture: true });
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <LazyPart loading={null}>
      {/* react-toastify's grey text (#757575) drops below 4.5:1 while a toast fades in; near-black keeps it readable. */}
      <ToastContainer position={toastPosition()} autoClose={TOAST_DURATION_MS} newestOnTop limit={3} style={toastColours} />
      <ContainerMounted />
    </LazyPart>
  );
}

import { useSyncExternalStore } from 'react';

/**
 * Pages whose code is still on its way. The shop's routes have no data loaders, so a page's code is
 * the only thing a move between pages waits for: while any is in flight, the old page stays on the
 * screen (the router's transition) and the progress bar shows (components/layout/navigation-progress.tsx).
 */
let inFlight = 0;
const pending = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

function change(by: number): void {
  inFlight += by;
  for (const listener of listeners) listener();
}

/**
 * Counts `load` as a page load in flight until it settles; returns it unchanged. The count moves after
 * the current task's work: a load starts while React renders the page that needs it, and what a render
 * reads must not change under it (nor may one component update another from inside its render).
 */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  queueMicrotask(() => change(1));
  // Queued after the line above even if `load` has settled already, so the count never goes below 0.
  const settle = () => {
    pending.delete(load);
    change(-1);
  };
  load.then(settle, settle);
  return load;
}

/** Resolves once every page load started so far has settled (tests: no import outlives its test). */
export async function pageLoadsSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): boolean => inFlight > 0;
// A drawn page was drawn with its code in; hydration starts from that.
const drawnSnapshot = (): boolean => false;

/** Whether a page's code is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, snapshot, drawnSnapshot);
}

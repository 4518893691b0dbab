import { lazy, type ComponentType } from 'react';
import { trackPageLoad } from '@/lib/page-loads.ts';

/** A page's component, imported on demand (one chunk per page module). */
export type PageModule = () => Promise<ComponentType>;

export interface LazyPage {
  /** Draws the page; suspends only while its code is still on its way. */
  Page: ComponentType;
  /** Starts loading the page's code, if it has not started yet (a move to its address). */
  load: () => void;
  /** Loads the page's code before the app's first render; a failure is left to that render, which asks again. */
  preload: () => Promise<void>;
  /** As `preload`, for a page no one has asked for yet: the top bar does not show for it. */
  prefetch: () => Promise<void>;
}

type Loaded = { default: ComponentType };

/**
 * Hands the module over during the call to `then`: React.lazy then finds it resolved on its first
 * render and draws it without suspending, where a settled promise would still suspend once (its
 * callbacks run a microtask later). React.lazy calls nothing but `then`; its type asks for a Promise.
 */
const alreadyIn = (module: Loaded): Promise<Loaded> =>
  ({
    then: (onLoaded: (value: Loaded) => unknown) => {
      onLoaded(module);
    },
  }) as unknown as Promise<Loaded>;

/**
 * A page whose code loads on demand and, once loaded, renders synchronously: a page drawn on the server
 * hydrates without a fallback, and a first page loaded before the app mounts (app/mount.tsx) shows at
 * once. React.lazy keeps what the first render found: a failed load stays failed for the page's error
 * boundary (a missing chunk reloads the window from there).
 */
export function lazyPage(importPage: PageModule): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // The load the top bar already counts (lib/page-loads.ts): a prefetch is counted once something waits for it.
  let tracked: Promise<ComponentType> | undefined;
  const start = (): Promise<ComponentType> =>
    (loading ??= importPage().then((component) => {
      loaded = component;
      return component;
    }));
  const load = (): Promise<ComponentType> => {
    const started = start();
    if (tracked !== started && !loaded) tracked = trackPageLoad(started);
    return started;
  };
  const settle = async (started: Promise<ComponentType>): Promise<void> => {
    try {
      await started;
    } catch {
      loading = undefined;
    }
  };
  return {
    Page: lazy(() => (loaded ? alreadyIn({ default: loaded }) : load().then((component) => ({ default: component })))),
    load: () => {
      // Handled where the page is rendered; this only keeps the rejection from being reported twice.
      load().catch(() => undefined);
    },
    preload: () => settle(load()),
    prefetch: () => settle(start()),
  };
}

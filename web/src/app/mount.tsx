import { CacheProvider } from '@emotion/react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { APP_STARTED_EVENT, drawnAddress, PRERENDER_STATE_ID, PRERENDERED_ATTRIBUTE } from '@/config/prerender.ts';
import { routePreloadsAdded } from '@/lib/route-preloads.ts';
import { createStyleCache } from '@/lib/style-cache.ts';
import { getTheme } from '@/lib/theme.ts';
import { nextTask } from '@/utils/next-task.ts';
import { App } from './index.tsx';
import { prefetchFirstPage } from './prefetch-routes.ts';
import { createAppQueryClient } from './query-client.ts';
import { loadInitialRoutes } from './router.tsx';

/**
 * The answers the page on the screen was drawn with for this address (its path and query: by the build,
 * web/build/prerender-pages.ts, or per request by the host, web/server/), or undefined: the page is the
 * client-rendered shell, or was drawn for another address.
 */
function prerenderedState(container: HTMLElement): DehydratedState | undefined {
  const drawnFor = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const state = container.ownerDocument.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (drawnFor !== drawnAddress(window.location.pathname, window.location.search) || !state) return undefined;
  try {
    return JSON.parse(state) as DehydratedState;
  } catch {
    return undefined;
  }
}

interface MountOptions {
  /** Tools shown beside the shop on the mock backend (the QA panel). */
  devTools?: ReactNode;
  /** Where React reports a hydration it had to redo on the client (default: the console). */
  onRecoverableError?: RootOptions['onRecoverableError'];
}

/**
 * Starts the shop in `container`: hydrates the page drawn for this address, or renders the shell's
 * page. The first page's answers are asked for and its route code loaded before React draws.
 */

export async function mountApp(container: HTMLElement, { devTools, onRecoverableError }: MountOptions = {}): Promise<Root> {
  // The start is cut into tasks a phone runs in well under 50 ms each, so none of them blocks a tap for
  // long (Lighthouse's TBT): the app's modules run in the task that loaded them, then the address's
  // answers and routes, the theme and the first render each get their own.
  await nextTask();
  const prerendered = prerenderedState(container);
  const queryClient = createAppQueryClient({ hydrating: prerendered !== undefined });
  // The app starts from the answers the page on the screen was drawn with, so hydration finds the same
  // markup; the first requests below then refresh whatever is older than its cache rule allows.
  if (prerendered) hydrate(queryClient, prerendered);
  prefetchFirstPage(queryClient, window.location.pathname);
  // The page's chunks are already on their way (index.html's preload script); importing them before its
  // last link is in would have Vite append the rest in one long task.
  await routePreloadsAdded();
  await loadInitialRoutes(window.location.pathname);
  await nextTask();
  getTheme();
  await nextTask();
  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App devTools={devTools} queryClient={queryClient} />
      </CacheProvider>
    </StrictMode>
  );
  // A transition renders (or hydrates) the first screen in slices that yield to the browser every few
  // milliseconds, instead of one long task that blocks input (TBT). Meanwhile the prerendered page, or
  // the brand bar from index.html, stays on the screen.
  let root: Root | undefined;
  startTransition(() => {
    if (prerendered) {
      root = hydrateRoot(container, app, onRecoverableError ? { onRecoverableError } : {});
    } else {
      root = createRoot(container);
      root.render(app);
    }
  });
  if (!root) throw new Error('React kökü oluşturulamadı');
  // The root listens from here on: a press the drawn page held for the app (config/prerender.ts) goes
  // to it now; React hydrates the part it lands on first and then handles it.
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
  return root;
}

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AUTH_COOKIE_NAME, configureSdk, createQueryClient } from '@carsi/sdk/runtime';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { parseAppConfig } from '@/config/env.ts';
import { DRAWN_STYLES_ATTRIBUTE, SESSION_COOKIE_META } from '@/config/prerender.ts';
import { styleCacheOptions } from '@/lib/style-prefixes.ts';
import { App } from '../index.tsx';
import { prefetchFirstPage } from '../prefetch-routes.ts';
import { loadInitialRoutes } from '../router.tsx';

/** A page drawn at build time: the markup for `#root`, the tags for `<head>` and the answers it used. */
export interface PrerenderedPage {
  html: string;
  /** Emotion's style tags for exactly the rules the markup uses, and the page's `<title>`. */
  head: string;
  /** The query cache, dehydrated, for the app to start from (JSON; `<` escaped for a script element). */
  state: string;
}

export type PrerenderResult = { page: PrerenderedPage } | { skipped: string };

/** How long the build waits for a page's answers before it leaves that page client-rendered. */
export const BUILD_ANSWER_DEADLINE_MS = 10_000;

/**
 * How many times a page is drawn at most to find what it asks for: a part that renders only once an
 * earlier answer is in (a product's seller, a listing's similar ones) asks in the next round.
 */
const MAX_ROUNDS = 4;

const silent = { success: () => undefined, warning: () => undefined };

/** Resolves once no query of the client is fetching any more. */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/** Whether the client's queries settle before `deadline` (a `performance.now()` time). */
async function answeredBy(client: QueryClient, deadline: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - performance.now()));
  });
  const inTime = await Promise.race([settled(client).then(() => true as const), late]);
  clearTimeout(timer);
  return inTime;
}

/**
 * The queries a render asked for that nobody fetched: on the server a component's `useQuery` puts its
 * query in the cache but never starts it. A query its component disabled (a member's data for a
 * visitor) stays unfetched, as it would in the browser.
 */
function askedButNotFetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { queryFn, enabled } = query.options as { queryFn?: unknown; enabled?: unknown };
      if (!queryFn || queryFn === skipToken) return false;
      return typeof enabled === 'function' ? (enabled as (query: Query) => boolean)(query) !== false : enabled !== false;
    });
}

/** The markup once every part of the page (its lazy parts too) has loaded, or the first error a part threw. */
async function markupOf(element: ReactNode): Promise<{ markup: string } | { error: string }> {
  let error: string | undefined;
  // A large finished part would otherwise be sent apart from the page, to be moved in by an inline script.
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A part that throws is left to the browser by React; the page is then not drawn at all.
    onError: (thrown) => {
      error ??= thrown instanceof Error ? thrown.message : String(thrown);
    },
  });
  const markup = await new Response(prelude).text();
  // React's server renderer leaves the last part's context values set on the context objects until it
  // renders again; an empty render puts them back, so a client render in the same process (tests)
  // does not find itself inside this page's router.
  await prerender(null);
  return error === undefined ? { markup } : { error };
}

/** React hoists a page's `<title>` to the front of a fragment's markup; it belongs in `<head>`. */
function splitTitle(markup: string): { title: string; html: string } {
  const match = /^((?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*)/.exec(markup);
  const hoisted = match?.[1] ?? '';
  return { title: hoisted, html: markup.slice(hoisted.length) };
}

/**
 * Draws one address of the shop (a path, with its query) as a visitor with an empty cart sees it, from
 * the services' current answers: the same first requests the app makes before it mounts
 * (app/prefetch-routes.ts), then whatever else the page asks for while it is drawn, round after round;
 * the same route modules, providers and router (a memory router at the address). A page whose answers
 * fail or do not all come within `answerDeadlineMs` is skipped: the host then serves the client-rendered
 * shell, which asks again and shows the shop's own messages.
 */
export async function renderPage(address: string, env: Record<string, unknown>, answerDeadlineMs = BUILD_ANSWER_DEADLINE_MS): Promise<PrerenderResult> {
  const deadline = performance.now() + answerDeadlineMs;
  configureSdk({ baseUrls: parseAppConfig(env).apiUrls });
  const queryClient = createQueryClient({ notify: silent });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const { pathname } = new URL(address, 'http://shop');
  prefetchFirstPage(queryClient, pathname);
  await loadInitialRoutes(pathname);
  // The address the browser's router will read from the location bar when it takes the page over.
  const AtAddress = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  const cache = createCache(styleCacheOptions);
  // Made before the render: it tells Emotion to collect the rules instead of writing <style> into the markup.
  const emotion = createEmotionServer(cache);
  let markup = '';
  for (let round = 1; ; round += 1) {
    if (!(await answeredBy(queryClient, deadline))) {
      await queryClient.cancelQueries();
      return { skipped: `the services did not answer within ${answerDeadlineMs / 1000} s` };
    }
    const failed = queryClient.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'error' });
    if (failed.length > 0) return { skipped: `${failed.map((query) => String(query.queryKey[0])).join(', ')} failed` };
    const drawn = await markupOf(
      <StrictMode>
        <CacheProvider value={cache}>
          <App queryClient={queryClient} Router={AtAddress} />
        </CacheProvider>
      </StrictMode>,
    );
    if ('error' in drawn) return { skipped: `a part of the page failed: ${drawn.error}` };
    markup = drawn.markup;
    const asked = askedButNotFetched(queryClient);
    if (asked.length === 0) break;
    if (round === MAX_ROUNDS) return { skipped: `the page still asked for ${asked.map((query) => String(query.queryKey[0])).join(', ')} after ${MAX_ROUNDS} rounds` };
    for (const query of asked) void query.fetch().catch(() => undefined);
  }
  if (/<script|<template/.test(markup)) return { skipped: 'React left a part of the page to an inline script, which the CSP forbids' };
  const { title, html } = splitTitle(markup);
  // Every rule the render made, not only those of the classes in the markup: a MUI component styled
  // from another (Button from ButtonBase) makes an intermediate class no element wears. The browser's
  // cache skips the rules the tags name, so without them hydration parses and inserts each
  // intermediate rule again in its commit (152 rules on /pazar, ≈70 ms of a 220 ms task at 4× CPU).
  // Marked as already placed (`data-s`): Emotion's browser cache would otherwise move each of these tags
  // to the end of <head> as it starts, and the browser parses a moved style tag again (≈25 ms of a
  // phone's main thread). For the same reason the components' tag is named for the shop's style cache,
  // which adopts it in place (lib/style-cache.ts); the global styles' tags stay Emotion's own.
  const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`).join(' ');
  const styles = emotion
    .extractCriticalToChunks(everyClass)
    .styles.map(({ key, ids, css }) => {
      const names = key === cache.key ? DRAWN_STYLES_ATTRIBUTE : 'data-emotion';
      return `<style data-s="" ${names}="${[key, ...ids].join(' ')}">${css}</style>`;
    })
    .join('');
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  // Names the session cookie for the start-later script (config/prerender.ts), which marks a member's device.
  const sessionCookie = `<meta name="${SESSION_COOKIE_META}" content="${AUTH_COOKIE_NAME}">`;
  return { page: { html, head: `${title}${sessionCookie}${styles}`, state } };
}

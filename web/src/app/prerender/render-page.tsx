import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { configureSdk, createQueryClient } from '@carsi/sdk/runtime';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { parseAppConfig } from '@/config/env.ts';
import { App } from '../index.tsx';
import { prefetchFirstPage } from '../prefetch-routes.ts';
import { loadInitialRoutes, routes } from '../router.tsx';

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
const ANSWER_DEADLINE_MS = 10_000;

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

async function answersWithin(client: QueryClient, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const inTime = await Promise.race([settled(client).then(() => true as const), late]);
  clearTimeout(timer);
  return inTime;
}

/** The markup once every part of the page (its lazy parts too) has loaded. */
async function markupOf(element: ReactNode): Promise<string> {
  // A large finished part would otherwise be sent apart from the page, to be moved in by an inline script.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const markup = await new Response(prelude).text();
  // React's server renderer leaves the last part's context values set on the context objects until it
  // renders again; an empty render puts them back, so a client render in the same process (tests)
  // does not find itself inside this page's router.
  await prerender(null);
  return markup;
}

/** React hoists a page's `<title>` to the front of a fragment's markup; it belongs in `<head>`. */
function splitTitle(markup: string): { title: string; html: string } {
  const match = /^((?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*)/.exec(markup);
  const hoisted = match?.[1] ?? '';
  return { title: hoisted, html: markup.slice(hoisted.length) };
}

/**
 * Draws one address of the shop as a visitor with an empty cart sees it, from the services' current
 * answers: the same first requests the app makes before it mounts (app/prefetch-routes.ts), the same
 * route modules, the same providers and router (a memory router at the address). A page whose
 * answers fail or do not come within 10 s is skipped: the host then serves the client-rendered shell.
 */
export async function renderPage(path: string, env: Record<string, unknown>): Promise<PrerenderResult> {
  configureSdk({ baseUrls: parseAppConfig(env).apiUrls });
  const queryClient = createQueryClient({ notify: silent });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  prefetchFirstPage(queryClient, path);
  const inTime = await answersWithin(queryClient, ANSWER_DEADLINE_MS);
  if (!inTime) {
    await queryClient.cancelQueries();
    return { skipped: `the services did not answer within ${ANSWER_DEADLINE_MS / 1000} s` };
  }
  const failed = queryClient.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) return { skipped: `${failed.map((query) => String(query.queryKey[0])).join(', ')} failed` };

  await loadInitialRoutes(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const cache = createCache({ key: 'css' });
  // Made before the render: it tells Emotion to collect the rules instead of writing <style> into the markup.
  const emotion = createEmotionServer(cache);
  const markup = await markupOf(
    <StrictMode>
      <CacheProvider value={cache}>
        <App queryClient={queryClient} router={router} />
      </CacheProvider>
    </StrictMode>,
  );
  router.dispose();
  if (/<script|<template/.test(markup)) return { skipped: 'React left a part of the page to an inline script, which the CSP forbids' };
  const { title, html } = splitTitle(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return { page: { html, head: `${title}${styles}`, state } };
}

import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isNotFoundError } from '@/lib/not-found.ts';
import { browserQueryClient, createRequestQueryClient } from './query-client.ts';

/** What a route asks the services for before it renders: the same query options its components' hooks use. */
export type RouteQueries = (queryClient: QueryClient, route: { params: Record<string, string | undefined>; url: URL }) => Promise<unknown>[];

/** A server loader's answer: the route's queries, dehydrated once, for root.tsx to hand to the page's query cache. */
export interface RouteQueryData {
  queries: DehydratedState;
}

/**
 * How long a server render waits for the services: past it, the page is sent with what has arrived and
 * the browser asks for the rest (its components show their loading state meanwhile).
 */
const SERVER_WAIT_MS = 2000;

const argsOf = ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => ({ params, url: new URL(request.url) });

export interface ServerLoaderOptions {
  /**
   * The page is one record (a product, a listing, a store …): an address naming none, or a record the
   * service answers 404 for, is the shop's not-found page with the status 404, so crawlers drop it.
   */
  record?: boolean;
}

/** A 404 for React Router: the layout's error boundary renders the not-found page. */
export const notFound = () => data(null, { status: 404 });

/**
 * A route's server `loader`: asks for the route's queries and returns them dehydrated (answered ones
 * only: a failed or late one is asked for again by the browser).
 */
export function serverLoader(queries: RouteQueries, options: ServerLoaderOptions = {}) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<RouteQueryData> => {
    const client = createRequestQueryClient();
    const asked = queries(client, argsOf({ params, request }));
    if (options.record && asked.length === 0) throw notFound();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, SERVER_WAIT_MS)));
    await Promise.race([Promise.allSettled(asked), waited]);
    clearTimeout(timer);
    const missing = options.record === true && client.getQueryCache().getAll().some((query) => isNotFoundError(query.state.error));
    const answer = { queries: dehydrate(client) };
    client.clear();
    if (missing) throw notFound();
    return answer;
  };
}

/**
 * A route's `clientLoader`: a move to the page starts its requests at once, alongside its code, without
 * waiting for them; the page shows its loading state until they answer. `partsCode` fetches the code of
 * the page's parts that load on their own further down (lazy-when-near.tsx's `preload`): the move waits
 * for it, so they render with the page rather than push it down a moment later.
 */
export function browserLoader(queries: RouteQueries, partsCode?: () => Promise<unknown>) {
  return async ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<null> => {
    for (const query of queries(browserQueryClient(), argsOf({ params, request }))) query.catch(() => undefined);
    // A part whose code failed to come shows its own failure where it stands: the page goes on.
    await partsCode?.().catch(() => undefined);
    return null;
  };
}

/** The dehydrated queries among the loader data of the matched routes (`useMatches`), outermost first. */
export function routeQueriesOf(loaderData: readonly unknown[]): DehydratedState {
  const queries = loaderData.flatMap((data) => (data !== null && typeof data === 'object' && 'queries' in data ? (data as RouteQueryData).queries.queries : []));
  return { mutations: [], queries };
}

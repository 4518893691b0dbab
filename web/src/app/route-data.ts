import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
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

/**
 * A route's server `loader`: asks for the route's queries and returns them dehydrated (answered ones
 * only: a failed or late one is asked for again by the browser).
 */
export function serverLoader(queries: RouteQueries) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<RouteQueryData> => {
    const client = createRequestQueryClient();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, SERVER_WAIT_MS)));
    await Promise.race([Promise.allSettled(queries(client, argsOf({ params, request }))), waited]);
    clearTimeout(timer);
    const data = { queries: dehydrate(client) };
    client.clear();
    return data;
  };
}

/**
 * A route's `clientLoader`: a move to the page starts its requests at once, alongside its code, without
 * waiting for them; the page shows its loading state until they answer.
 */
export function browserLoader(queries: RouteQueries) {
  return ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): null => {
    for (const query of queries(browserQueryClient(), argsOf({ params, request }))) query.catch(() => undefined);
    return null;
  };
}

/** The dehydrated queries among the loader data of the matched routes (`useMatches`), outermost first. */
export function routeQueriesOf(loaderData: readonly unknown[]): DehydratedState {
  const queries = loaderData.flatMap((data) => (data !== null && typeof data === 'object' && 'queries' in data ? (data as RouteQueryData).queries.queries : []));
  return { mutations: [], queries };
}

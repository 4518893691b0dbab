/**
 * A handler list as one MSW handler that answers through the router (route.ts). MSW tries a list one
 * handler at a time, and every try reads the page's cookies (`document.cookie`, parsed anew each time)
 * and matches the URL: in the browser worker a call answered late in the list of ~150 handlers spent
 * most of its time on handlers that could not answer it (a trace of a swap journey: nearly half of
 * the page's mock-backend script). Handlers added at run time (`worker.use`, `server.use`) still
 * come first.
 */
import { http, type RequestHandler } from 'msw';
import { createRouter } from './route.ts';

export function routedHandler(handlers: readonly RequestHandler[]): RequestHandler {
  const route = createRouter(handlers);
  return http.all('*', ({ request }) => route(request));
}

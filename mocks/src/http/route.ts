/**
 * Answers a request from a handler list the way `getResponse(handlers, request)` does, after
 * dropping the handlers that cannot match it. MSW tries handlers one by one, and every try parses
 * the URL, reads cookies and awaits several times, so a request served late in a list of a hundred
 * or more handlers spent most of its time on handlers that were never going to answer.
 *
 * The narrowing only skips what MSW's matcher would refuse too: an HTTP handler whose method differs,
 * or whose path is `*` then a literal (`*∕api∕marketplace∕cart`) that the request URL does not
 * contain, raw or percent-decoded. Everything else (regular expressions, predicates, other handler
 * kinds) is always kept, and the order is the list's own, so the first answer is the same one.
 */
import { getResponse, HttpHandler, type RequestHandler } from 'msw';

interface Candidate {
  handler: RequestHandler;
  /** The method the handler requires, upper case; undefined for any method. */
  method?: string;
  /** A text every URL the handler matches contains; undefined when that cannot be told. */
  literal?: string;
}

/** Characters that start something other than literal text in an MSW path pattern. */
const SPECIAL = /[:*?+()[\]{}\\]/;

/** The literal part right after a leading `*`, without a trailing slash (MSW may match it without). */
function literalOf(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('*')) return undefined;
  const rest = path.slice(1);
  const special = rest.search(SPECIAL);
  const literal = (special === -1 ? rest : rest.slice(0, special)).replace(/\/+$/, '');
  return literal.startsWith('/') && literal.length > 1 ? literal : undefined;
}

function candidateOf(handler: RequestHandler): Candidate {
  if (!(handler instanceof HttpHandler)) return { handler };
  const { method, path } = handler.info;
  const literal = literalOf(path);
  return {
    handler,
    ...(typeof method === 'string' ? { method: method.toUpperCase() } : {}),
    ...(literal === undefined ? {} : { literal }),
  };
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Past this many distinct method + URL pairs the remembered subsets are dropped and rebuilt. */
const CACHE_LIMIT = 2048;

export type Router = (request: Request) => Promise<Response | undefined>;

export function createRouter(handlers: readonly RequestHandler[]): Router {
  const candidates = handlers.map(candidateOf);
  const subsets = new Map<string, RequestHandler[]>();

  const subsetFor = (method: string, cleanUrl: string): RequestHandler[] => {
    const decoded = cleanUrl.includes('%') ? safeDecode(cleanUrl) : cleanUrl;
    // A URL that does not decode is matched against every handler, as MSW itself would.
    if (decoded === undefined) return [...handlers];
    return candidates
      .filter((c) => (c.method === undefined || c.method === method) && (c.literal === undefined || cleanUrl.includes(c.literal) || decoded.includes(c.literal)))
      .map((c) => c.handler);
  };

  return (request) => {
    const url = request.url;
    const end = url.search(/[?#]/);
    const cleanUrl = end === -1 ? url : url.slice(0, end);
    const method = request.method.toUpperCase();
    const key = `${method} ${cleanUrl}`;
    let subset = subsets.get(key);
    if (!subset) {
      if (subsets.size >= CACHE_LIMIT) subsets.clear();
      subset = subsetFor(method, cleanUrl);
      subsets.set(key, subset);
    }
    return getResponse(subset, request);
  };
}

import type { RouteObject } from 'react-router-dom';

/** The first segments a route's addresses can start with, lower-cased; `any` when one can start with anything. */
type FirstSegments = ReadonlySet<string> | 'any';

const firstSegmentOfPath = (path: string): string | 'any' => {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  if (segment === '' || segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) return 'any';
  return segment.toLowerCase();
};

function firstSegmentsOf(route: RouteObject): FirstSegments {
  if (route.index) return new Set(['']);
  if (route.path !== undefined) {
    const segment = firstSegmentOfPath(route.path);
    return segment === 'any' ? 'any' : new Set([segment]);
  }
  const union = new Set<string>();
  for (const child of route.children ?? []) {
    const segments = firstSegmentsOf(child);
    if (segments === 'any') return 'any';
    for (const segment of segments) union.add(segment);
  }
  return route.children?.length ? union : 'any';
}

const firstSegmentOfAddress = (pathname: string): string => {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

function narrow(routes: readonly RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => {
    const segments = firstSegmentsOf(route);
    if (segments !== 'any' && !segments.has(segment)) return [];
    // A pathless layout keeps its element and only loses the children that cannot match.
    if (route.path === undefined && !route.index && route.children) return [{ ...route, children: narrow(route.children, segment) }];
    return [route];
  });
}

/**
 * React Router flattens and ranks the whole table on every match, and the shop matches twice per move
 * (the page's code is asked for ahead of the render, then `useRoutes`): with a hundred routes that is
 * several milliseconds of a phone's main thread each time. A route whose path starts with a fixed
 * segment can only match addresses starting with it, so each address is matched against the routes
 * its first segment allows: the same result, from a table a tenth the size. One table is kept per
 * first segment of the table's own paths; every other address shares the table of what matches anything.
 */
export function narrowedRoutes(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const known = new Set<string>();
  const collect = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const segments = firstSegmentsOf(route);
      if (segments !== 'any') for (const segment of segments) known.add(segment);
      if (route.path === undefined && route.children) collect(route.children);
    }
  };
  collect(routes);
  const tables = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegmentOfAddress(pathname);
    const key = known.has(segment) ? segment : '\u0000other';
    let table = tables.get(key);
    if (!table) {
      table = narrow(routes, key);
      tables.set(key, table);
    }
    return table;
  };
}

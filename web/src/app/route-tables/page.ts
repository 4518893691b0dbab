import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page.ts';

/** The code behind each lazy route, for loading it ahead of its render (app/router.tsx). */
const lazyPages = new WeakMap<RouteObject, LazyPage>();

function lazyRoute(route: RouteObject, load: PageModule): RouteObject {
  const lazy = lazyPage(load);
  const withElement: RouteObject = { ...route, element: createElement(RouteErrorBoundary, null, createElement(lazy.Page)) };
  lazyPages.set(withElement, lazy);
  return withElement;
}

/** A page of the shop: code loaded on demand, its own error boundary inside the layout. */
export const page = (path: string | undefined, load: PageModule): RouteObject => lazyRoute(path === undefined ? { index: true } : { path }, load);

/** A layout around pages (`children`), its code loaded on demand, with its own error boundary. */
export const layout = (path: string, load: PageModule, children: RouteObject[]): RouteObject => lazyRoute({ path, children }, load);

/** The loadable code of a route made by `page` or `layout`; undefined for any other route. */
export const lazyPageOf = (route: RouteObject): LazyPage | undefined => lazyPages.get(route);

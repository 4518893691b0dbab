import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { createAppQueryClient, setBrowserQueryClient } from '@/app/query-client.ts';
import Root, { HydrateFallback } from '@/app/root.tsx';
import routes from '@/app/routes.ts';
import { ShopResourcesProvider } from '@/app/shop-resources.tsx';
import type { TestRouter } from './router-probe.tsx';

/** What the browser takes of a route module (app/routes/**): its server `loader` has no server here. */
interface RouteModule {
  default: ComponentType;
  // The shop's `clientLoader`s never call their `serverLoader` (app/route-data.ts): here one runs as a plain loader.
  clientLoader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  handle?: unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** Every route module, by its path from this folder; each loads when a route of it is first matched, as in the browser. */
const routeModules = import.meta.glob<RouteModule>(['../app/routes/**/*.tsx', '!**/*.test.tsx']);

/** Route modules still on their way: a test ends only once they are in (no import outlives its environment). */
const modulesInFlight = new Set<Promise<unknown>>();

/** React Router's id for a manifest entry: its own, else its file without the extension. */
const routeId = (entry: RouteConfigEntry): string => entry.id ?? entry.file.replace(/\.[^/.]+$/, '');

/** A routes.ts entry (and its children) as a data router's route, its module loaded lazily. */
function routeObject(entry: RouteConfigEntry): RouteObject {
  const load = routeModules[`../app/${entry.file}`];
  if (!load) throw new Error(`app/routes.ts names ${entry.file}, which is not a route module under app/routes/`);
  const lazy = async () => {
    const loading = load();
    modulesInFlight.add(loading);
    const module = await loading.finally(() => modulesInFlight.delete(loading));
    const { default: Component, clientLoader, ErrorBoundary, HydrateFallback: Fallback, handle, shouldRevalidate } = module;
    return {
      Component,
      ...(clientLoader ? { loader: clientLoader } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
      ...(Fallback ? { HydrateFallback: Fallback } : {}),
      ...(handle !== undefined ? { handle } : {}),
      ...(shouldRevalidate ? { shouldRevalidate } : {}),
    };
  };
  const id = routeId(entry);
  if (entry.index) return { id, index: true, lazy };
  return { id, path: entry.path, caseSensitive: entry.caseSensitive, lazy, children: entry.children?.map(routeObject) };
}

/** root.tsx's page (its `Layout`, the <html> document, is the browser's) around every route of app/routes.ts. */
const shopRoutes = (): RouteObject[] => [{ id: 'root', path: '', Component: Root, HydrateFallback, children: routes.map(routeObject) }];

/**
 * The whole shop (root, providers, layout and every route of app/routes.ts) at `path`, in a memory data
 * router: route modules load on first match and their `clientLoader`s run, as in the browser. The
 * loaders fill the browser's QueryClient (app/query-client.ts), made here the one the shop renders with:
 * the test's own if given. Returns the router, to follow navigation and move through the history.
 */
export function renderApp(path: string, queryClient: QueryClient = createAppQueryClient()): TestRouter {
  setBrowserQueryClient(queryClient);
  const router = createMemoryRouter(shopRoutes(), { initialEntries: [path] });
  onTestFinished(async () => {
    router.dispose();
    setBrowserQueryClient(undefined);
    await Promise.allSettled([...modulesInFlight]);
  });
  render(
    <ShopResourcesProvider resources={{ queryClient }}>
      <RouterProvider router={router} />
    </ShopResourcesProvider>,
  );
  return {
    // The address once a move has finished (its route's code and loaders in), and how it was reached.
    get state() {
      return router.state;
    },
    navigate: async (to) => {
      await act(async () => {
        await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
      });
    },
  };
}

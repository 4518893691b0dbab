/**
 * What a build of the shop (web/build/build-shop.ts) preloads per page, read from React Router's browser
 * manifest: for the size check. Imports nothing of the shop: `npm run size` runs on plain Node.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** One route of React Router's browser manifest (`window.__reactRouterManifest`). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module's chunk, as an address (`/assets/home-….js`). */
  module: string;
  /** The chunks it imports statically, which the page preloads with it. */
  imports?: string[];
  css?: string[];
}

export interface BrowserManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The browser manifest a client build writes (`client/assets/manifest-<hash>.js`): what React Router's
 * `<Scripts>` preloads for a page is the entry's module and imports plus each matched route's.
 */
export function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest (manifest-*.js) in ${assets}`);
  const window: { __reactRouterManifest?: BrowserManifest } = {};
  runInNewContext(readFileSync(join(assets, file), 'utf8'), { window });
  if (!window.__reactRouterManifest) throw new Error(`${file} did not set window.__reactRouterManifest`);
  return window.__reactRouterManifest;
}

/** A route and its parents, the root first: the routes a page at that route matches. */
export function routeChain(manifest: BrowserManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  return chain;
}

/** The JS chunks (addresses) a page loads before it runs: the entry's and its matched routes', each with its static imports. */
export function firstLoadChunks(manifest: BrowserManifest, routes: readonly ManifestRoute[]): Set<string> {
  return new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])])]);
}

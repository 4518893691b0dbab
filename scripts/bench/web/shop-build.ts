/**
 * The shop's production build as the benches and the size check make it: `react-router build` in web/
 * (React Router framework mode, web/react-router.config.ts) in a Node process of its own, with the
 * given environment and WEB_BUILD_DIR, so the output lands in `<dir>/client` and `<dir>/server`.
 * Imports nothing of the shop: `npm run size` runs this on plain Node, without the source hook.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

export const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));

/** The three services at `apiUrl`, or mock mode (the in-browser mock backend) without one. */
export const shopEnv = (apiUrl?: string): Record<string, string> =>
  apiUrl
    ? { VITE_MAIN_API_URL: apiUrl, VITE_CONTENT_API_URL: apiUrl, VITE_LIVE_API_URL: apiUrl, VITE_USE_MOCKS: '' }
    : { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '', VITE_USE_MOCKS: 'true' };

export interface ShopBuildOptions {
  /** WEB_BUILD_DIR: the build's `client/` and `server/` go under it (emptied first). */
  dir: string;
  /** shopEnv(…), with PRERENDER=false to skip the prerendered front doors. */
  env: Record<string, string>;
  /** Source maps beside the browser chunks, for reading traces (`--sourcemapClient`). */
  sourcemap?: boolean;
}

export const clientDirOf = (dir: string): string => join(dir, 'client');
export const serverBundleOf = (dir: string): string => join(dir, 'server', 'index.js');

const reactRouterCli = (): string => join(dirname(createRequire(join(webDir, 'package.json')).resolve('@react-router/dev/package.json')), 'bin.js');

/**
 * Builds the shop into `dir`. Runs on the Node of this process (the repo's Node 22 under `npm run`);
 * the build's own output is printed only when it fails. Resolves once the build has exited 0.
 * Asynchronous on purpose: a build that prerenders pages calls the services, which may be served by
 * this very process (the mock backend of `npm run bench:web`).
 */
export async function buildShop({ dir, env, sourcemap = false }: ShopBuildOptions): Promise<void> {
  // React Router empties only a build directory inside web/; this one is elsewhere.
  rmSync(dir, { recursive: true, force: true });
  const args = [reactRouterCli(), 'build', ...(sourcemap ? ['--sourcemapClient'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production', ...env, WEB_BUILD_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`react-router build into ${dir} failed (exit ${code})`);
  }
}

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

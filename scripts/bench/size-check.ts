/**
 * `npm run size` (part of `npm test`): the home page's first-load JavaScript.
 *
 * One production build for real services (`react-router build`, the service URLs placeholders: nothing
 * is called, PRERENDER=false), then React Router's browser manifest (client/assets/manifest-*.js) gives
 * what a page loads before it runs, as its `<Scripts>` preload it: the entry (entry.client) with its
 * static imports, and each matched route's module with its static imports (for the home page: root,
 * the shop layout and home). Prints the gzip size of the home page's first load and of every route's
 * own chunks. Exits 1 when the home page is over HOME_LIMIT_KB, so nothing grows the first load
 * unnoticed; says whether it meets the phone budget (HOME_GOAL_KB; docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildShop, clientDirOf, placeholderServicesEnv } from '../../web/build/build-shop.ts';
import { firstLoadChunks, readBrowserManifest, routeChain, type ManifestRoute } from './web/shop-build.ts';

/** The phone budget for the home page's first-load JS (gzip KB; docs/performance.md). */
export const HOME_GOAL_KB = 150;
/**
 * What `npm test` enforces: the budget itself, now that the shell and the home page's first screen
 * load without MUI and Emotion (docs/web.md, "The shell's styles"): 142.8 KB when it was set.
 */
export const HOME_LIMIT_KB = Number(process.env.SIZE_LIMIT_KB ?? HOME_GOAL_KB);
const HOME_ROUTE = 'routes/home';

const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = join(root, '.tmp', 'size-check');
const clientDir = clientDirOf(buildDir);

const gzipCache = new Map<string, number>();
function gzipBytes(address: string): number {
  let size = gzipCache.get(address);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, address))).length;
    gzipCache.set(address, size);
  }
  return size;
}
const jsBytes = (addresses: Iterable<string>): number => [...addresses].filter((address) => address.endsWith('.js')).reduce((sum, address) => sum + gzipBytes(address), 0);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const started = performance.now();
await buildShop({ dir: buildDir, env: placeholderServicesEnv });
const manifest = readBrowserManifest(clientDir);
const rootRoute = manifest.routes.root;
if (!rootRoute) throw new Error('The manifest has no root route.');
const shell = firstLoadChunks(manifest, [rootRoute]);

// One row per route module: the three section families list the same modules under their own ids.
const byModule = new Map<string, ManifestRoute>();
for (const route of Object.values(manifest.routes)) if (route.id !== 'root' && !byModule.has(route.module)) byModule.set(route.module, route);
const nameOf = (route: ManifestRoute): string => route.id.replace(/^\w+:/, '').replace(/^routes\//, '').replace(/\.tsx?$/, '');
const rows = [...byModule.values()]
  .map((route) => {
    const chain = routeChain(manifest, route.id);
    const beforeIt = firstLoadChunks(manifest, chain.slice(0, -1));
    const firstLoad = firstLoadChunks(manifest, chain);
    const own = [...firstLoad].filter((address) => !beforeIt.has(address));
    const scripts = [...firstLoad].filter((address) => address.endsWith('.js')).length;
    return { id: route.id, name: nameOf(route), own: jsBytes(new Set(own)), firstLoad: jsBytes(firstLoad), scripts };
  })
  .sort((a, b) => b.own - a.own);

const home = rows.find((row) => row.id === HOME_ROUTE);
if (!home) throw new Error(`No ${HOME_ROUTE} route in the manifest: is web/src/app/routes.ts's index route still home.tsx?`);

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`route chunks (gzip KB: the route's own chunks, beyond its parents' / its first load, with the entry and root's ${kb(jsBytes(shell))} KB / the scripts of its first load)`);
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${kb(row.own).padStart(6)}  ${kb(row.firstLoad).padStart(6)}  ${String(row.scripts).padStart(3)}`);
console.log(`built and measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const figure = `home page first-load JS: ${kb(home.firstLoad)} KB gzip (${routeChain(manifest, HOME_ROUTE).map((route) => route.id).join(' → ')}, with the entry)`;
const toGoal = home.firstLoad > HOME_GOAL_KB * 1024 ? `, ${kb(home.firstLoad - HOME_GOAL_KB * 1024)} KB above the goal of ${HOME_GOAL_KB} KB` : `, within the goal of ${HOME_GOAL_KB} KB`;
if (home.firstLoad > HOME_LIMIT_KB * 1024) {
  console.error(`✗ ${figure}: over the limit of ${HOME_LIMIT_KB} KB${toGoal}`);
  process.exit(1);
}
console.log(`✓ ${figure} (limit ${HOME_LIMIT_KB} KB${toGoal})`);

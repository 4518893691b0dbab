/**
 * `npm run size` (part of `npm test`): the home page's first-load JavaScript (issue 12).
 *
 * One production build for real services (the service URLs are placeholders; nothing is called), then
 * Vite's manifest gives what each page loads before it can paint: the entry chunk with its static
 * imports and the start stages it imports (web/build/start-stages.ts), plus the route's own chunk with
 * its static imports. Prints the gzip size of the first load of the home page and of every route's own
 * chunks (with the route table that loads a page outside the marketplace's). Exits 1 when the home page
 * is over HOME_LIMIT_KB (the budget, HOME_GOAL_KB), so nothing grows the first paint unnoticed.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { buildShop, shopEnv } from '../../web/build/build-shop.ts';
import { manifestClosure, manifestFiles } from '../../web/build/chunk-graph.ts';

/** The budget for the home page's first-load JS (gzip KB); the stretch goal is 120. */
export const HOME_GOAL_KB = 150;
/**
 * What `npm test` enforces: the budget itself, now that the home page is within it (148.3 KB on
 * 26 Nov). React DOM (66 KB) and MUI's styling runtime with Emotion (26 KB) are 92 KB of that.
 */
export const HOME_LIMIT_KB = Number(process.env.SIZE_LIMIT_KB ?? HOME_GOAL_KB);

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, '.tmp', 'size-check');
const service = 'http://127.0.0.1:8080';

async function buildForRealServices(): Promise<Manifest> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The bundle is what is measured: the front doors' HTML is not drawn (PRERENDER=false).
  await buildShop({ outDir, env: { ...shopEnv(service), PRERENDER: 'false' }, manifest: true });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The shell: index.html's entry with its static imports, and the start stages those import one after
 * another (their dynamic imports), each with its static imports.
 */
function shellFiles(manifest: Manifest, entryKey: string): Set<string> {
  const entryKeys = manifestClosure(manifest, [entryKey]);
  const stages = [...entryKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return manifestFiles(manifest, manifestClosure(manifest, [...entryKeys, ...stages]));
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}
const jsBytes = (files: Iterable<string>): number => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const started = performance.now();
const manifest = await buildForRealServices();
// The start stages are entries of the build too; the page's own is index.html's.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
if (!entryKey) throw new Error('The build has no index.html entry in its manifest.');
const shell = shellFiles(manifest, entryKey);

const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/app/routes/'))
  .map(([key]) => {
    // A page outside the marketplace's route table also loads the table that imports it (web/src/app/router.tsx).
    const tables = Object.keys(manifest).filter((other) => manifest[other]?.dynamicImports?.includes(key) && !shell.has(manifest[other]?.file ?? ''));
    const own = [...manifestFiles(manifest, manifestClosure(manifest, [...tables, key]))].filter((file) => !shell.has(file));
    return { route: key.replace('src/app/routes/', '').replace(/\.tsx?$/, ''), own: jsBytes(own), firstLoad: jsBytes(new Set([...shell, ...own])) };
  })
  .sort((a, b) => b.own - a.own);

const home = routes.find((route) => route.route === 'home');
if (!home) throw new Error('No route chunk for src/app/routes/home.tsx: is the home page still loaded lazily?');

const width = Math.max(...routes.map((route) => route.route.length));
console.log(`route chunks (gzip KB: the route's own chunks / first load with the shell's ${kb(jsBytes(shell))} KB)`);
for (const route of routes) console.log(`  ${route.route.padEnd(width)}  ${kb(route.own).padStart(6)}  ${kb(route.firstLoad).padStart(6)}`);
console.log(`built and measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const figure = `home page first-load JS: ${kb(home.firstLoad)} KB gzip`;
const toGoal = home.firstLoad > HOME_GOAL_KB * 1024 ? `, ${kb(home.firstLoad - HOME_GOAL_KB * 1024)} KB above the goal of ${HOME_GOAL_KB} KB` : `, within the goal of ${HOME_GOAL_KB} KB`;
if (home.firstLoad > HOME_LIMIT_KB * 1024) {
  console.error(`✗ ${figure}: over the limit of ${HOME_LIMIT_KB} KB${toGoal}`);
  process.exit(1);
}
console.log(`✓ ${figure} (limit ${HOME_LIMIT_KB} KB${toGoal})`);

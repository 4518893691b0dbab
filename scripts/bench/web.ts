/**
 * `npm run bench:web`: how fast the shop paints on a phone, against a bare React page in the same run.
 *
 * Builds the shop for real services (the three URLs point at the mock backend served over loopback),
 * a mock-mode build, and a bare Vite + React floor page; serves the real-services shop from its own
 * host with pages drawn per request (`npm run serve`), the others from the same host without a
 * renderer (gzip, as a CDN would); runs Lighthouse (mobile defaults, Debian's Chromium) BENCH_RUNS
 * times (default 3) on home, a search listing, a product page, the cart and /pazar, the mock-mode home
 * and the floor (BENCH_PAGES narrows the list); prints the median performance score, LCP, CLS, TBT,
 * LCP as a ratio of the floor's and the first-load gzip JS and CSS.
 * Under the table it says whether the five shop pages' medians meet issue 12's budgets (web/budgets.ts)
 * and where the host's CPU stands in Lighthouse's brackets. Loopback only; stops by itself; exits 0
 * either way: a figure of a shared machine, not a test.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { db } from '../../mocks/src/db/index.ts';
import { handlers } from '../../mocks/src/handlers/index.ts';
import { createMockHttpServer, listen } from '../../mocks/src/http-server.ts';
import { budgetsHeading, budgetVerdict, hostClass, type PageMedians } from './web/budgets.ts';
import { cpuSlowdownFrom } from './web/cpu-slowdown.ts';
import { measure, startChrome, type PageFigures } from './web/lighthouse-run.ts';
import { picturePathsIn, startPictureCdn } from './web/picture-cdn.ts';
import { buildShop, shopEnv } from '../../web/build/build-shop.ts';
import { serverDirOf } from '../../web/server/server-build.ts';
import { createShopHost } from '../../web/server/shop-host.ts';
import { spawnHost } from '../../web/server/spawn-host.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = fileURLToPath(new URL('../../', import.meta.url));
const work = join(root, '.tmp', 'bench-web');
const quiet = { logLevel: 'warn' as const };

async function listenOn(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const mockServer = createMockHttpServer(handlers);
const mockPort = await listen(mockServer, 0, '127.0.0.1');
// BENCH_PICTURES=jpeg puts a stand-in for an image CDN in front of the mock services (web/picture-cdn.ts):
// the pages then show JPEG photos, as deployed, instead of the mock backend's SVG illustrations.
if (process.env.BENCH_PICTURES && process.env.BENCH_PICTURES !== 'jpeg' && process.env.BENCH_PICTURES !== 'svg') throw new Error('BENCH_PICTURES must be svg or jpeg');
const pictureCdn = process.env.BENCH_PICTURES === 'jpeg' ? await startPictureCdn(`http://127.0.0.1:${mockPort}`) : undefined;
const api = pictureCdn?.origin ?? `http://127.0.0.1:${mockPort}`;

console.log('building: shop for real services, shop in mock mode, floor page …');
const started = performance.now();
await buildShop({ outDir: join(work, 'real'), env: shopEnv(api) });
await buildShop({ outDir: join(work, 'mock'), env: shopEnv() });
await build({ root: join(root, 'scripts', 'bench', 'web', 'floor'), plugins: [react()], build: { outDir: join(work, 'floor'), emptyOutDir: true }, ...quiet });
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// The real-services shop as `npm run serve` deploys it (pages drawn per request); the mock-mode shop and
// the floor from the same host without a renderer, as a static host serves them.
const shopHost = await spawnHost(serverDirOf(join(work, 'real')));
const realBase = shopHost.origin;
const servers = [createShopHost({ dir: join(work, 'mock') }), createShopHost({ dir: join(work, 'floor') })];
const [mockBase, floorBase] = await Promise.all(servers.map(listenOn));

const productId = db.products[0]?.id ?? 1;
const pages: { name: string; url: string }[] = [
  { name: 'floor (bare React)', url: `${floorBase}/` },
  { name: '/', url: `${realBase}/` },
  { name: '/arama?q=telefon', url: `${realBase}/arama?q=telefon` },
  { name: `/urun/${productId}`, url: `${realBase}/urun/${productId}` },
  { name: '/sepetim', url: `${realBase}/sepetim` },
  { name: '/pazar', url: `${realBase}/pazar` },
  { name: '/ (mock mode)', url: `${mockBase}/` },
];

if (pictureCdn) {
  const drawnPages = await Promise.all(pages.filter((page) => page.url.startsWith(realBase)).map(async (page) => (await fetch(page.url)).text()));
  await pictureCdn.warm(drawnPages.flatMap(picturePathsIn));
}

// BENCH_PAGES=/,/arama,/pazar measures only these pages (a name as printed, its query optional) and the floor.
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const chosen = (name: string): boolean => name.startsWith('floor') || (only ?? []).some((entry) => name === entry || name.split('?')[0] === entry);
if (only) pages.splice(0, pages.length, ...pages.filter((page) => chosen(page.name)));

// BENCH_REPORTS=1 keeps each run's whole Lighthouse report under .tmp/bench-web/reports (long tasks, script
// evaluation, unused bytes).
const reports = process.env.BENCH_REPORTS ? join(work, 'reports') : undefined;
if (reports) mkdirSync(reports, { recursive: true });
const reportFileOf = (name: string, run: number): string | undefined =>
  reports && join(reports, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`);

// BENCH_CPU_SLOWDOWN=2 replaces Lighthouse's 4× CPU slowdown, as its throttling docs advise for a host
// whose benchmark index is below what that default assumes; the table's heading says which was used.
const cpuSlowdown = cpuSlowdownFrom('BENCH_CPU_SLOWDOWN');

const samples = new Map<string, PageFigures[]>(pages.map((page) => [page.name, []]));
const chrome = await startChrome();
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      samples.get(page.name)?.push(await measure(chrome, page.url, { reportFile: reportFileOf(page.name, run), cpuSlowdown }));
    }
    console.log(`run ${run}/${RUNS} done`);
  }
} finally {
  await chrome.kill();
  for (const server of [...servers, mockServer]) server.close();
  await shopHost.close();
  await pictureCdn?.close();
  if (shopHost.warnings.length > 0) console.log(`the host answered with the shell:\n${shopHost.warnings.join('\n')}`);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianOf = (name: string, pick: (figures: PageFigures) => number): number => median((samples.get(name) ?? []).map(pick));
const floorLcp = medianOf('floor (bare React)', (f) => f.lcpMs);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const rows: string[][] = [['page', 'perf', 'FCP ms', 'LCP ms', '× floor', 'TBT ms', 'CLS', 'JS KB gz', 'CSS KB gz']];
// The budgets are the shop's pages' as deployed: not the floor's, and not mock mode's (only reported).
const budgeted: PageMedians[] = [];
for (const page of pages) {
  const lcp = medianOf(page.name, (f) => f.lcpMs);
  const medians: PageMedians = {
    name: page.name,
    performance: medianOf(page.name, (f) => f.performance),
    lcpRatio: lcp / floorLcp,
    tbtMs: medianOf(page.name, (f) => f.tbtMs),
    cls: medianOf(page.name, (f) => f.cls),
  };
  if (page.url.startsWith(realBase)) budgeted.push(medians);
  rows.push([
    page.name,
    String(medians.performance),
    medianOf(page.name, (f) => f.fcpMs).toFixed(0),
    lcp.toFixed(0),
    medians.lcpRatio.toFixed(2),
    medians.tbtMs.toFixed(0),
    medians.cls.toFixed(3),
    kb(medianOf(page.name, (f) => f.jsBytes)),
    kb(medianOf(page.name, (f) => f.cssBytes)),
  ]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
const slowdown = cpuSlowdown === undefined ? '4× CPU (its default)' : `${cpuSlowdown}× CPU (BENCH_CPU_SLOWDOWN)`;
const pictures = pictureCdn ? 'JPEG pictures (BENCH_PICTURES=jpeg)' : "the mock backend's SVG pictures";
console.log(`\nLighthouse mobile, ${slowdown}, ${pictures}, median of ${RUNS} run(s); budgets: ${budgetsHeading}`);
console.log(rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')).join('\n'));
console.log(`\n${budgetVerdict(budgeted)}`);
const hostIndexes = [...samples.values()].flat().map((figures) => figures.benchmarkIndex);
const hostIndex = median(hostIndexes);
console.log(
  `host CPU (Lighthouse benchmarkIndex): median ${hostIndex.toFixed(0)}, ${Math.min(...hostIndexes).toFixed(0)}–${Math.max(...hostIndexes).toFixed(0)}: ${hostClass(hostIndex)}`,
);
console.log('\nLCP element (last run):');
for (const page of pages) console.log(`  ${page.name}: ${(samples.get(page.name)?.at(-1)?.lcpElement ?? '?').slice(0, 160)}`);
process.exit(0);

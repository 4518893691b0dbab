/**
 * `npm run bench:web`: how fast the shop paints and answers on a phone, against a bare React page in
 * the same run, with the phone budgets (web/budgets.ts) met or not.
 *
 * Builds the shop for real services (`react-router build`, its three URLs pointing at the mock backend
 * served by this process over loopback), the shop in mock mode (the SPA with the in-browser backend)
 * and a bare Vite + React floor page, each under .tmp/bench-web; serves the real-services shop as
 * `npm run serve` does (web/server/shop-server.ts around the built server bundle: pages rendered per
 * request), the SPA and the floor from a static host (gzip, as a CDN would); runs Lighthouse (mobile
 * defaults, Debian's Chromium) BENCH_RUNS times (default 3) on home, a search listing, a product page,
 * the cart, /pazar, the mock-mode home and the floor (BENCH_PAGES narrows the list); prints per page the
 * medians of the performance score, FCP, LCP, LCP as a multiple of the floor's, TBT, CLS and the JS the
 * page downloaded during its load (Lighthouse's network-requests: on the wire, and the gzip bodies
 * alone), and the host's benchmarkIndex. Then the tap figure (web/tap-to-cart.ts) on the product page,
 * TAP_RUNS times (default 3). Under it, the budgets as met or not met (web/budgets.ts). Loopback
 * only; stops by itself; exits 0 either way: a figure of a shared machine, not a test.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { db } from '../../mocks/src/db/index.ts';
import { handlers } from '../../mocks/src/handlers/index.ts';
import { createMockHttpServer, listen } from '../../mocks/src/http-server.ts';
import { formatChecks, hostClass, pageBudgetChecks, tapBudgetCheck, TAP_BUDGET_MS, type PageMedians } from './web/budgets.ts';
import { launchChromium } from './web/chromium.ts';
import { cpuSlowdownFrom } from './web/cpu-slowdown.ts';
import { startShopHost, startStaticHost } from './web/hosts.ts';
import { measure, startChrome, type PageFigures } from './web/lighthouse-run.ts';
import { picturePathsIn, startPictureCdn } from './web/picture-cdn.ts';
import { buildShop, clientDirOf, shopEnv } from '../../web/build/build-shop.ts';
import { TAP_CONDITIONS, tapToCart, type TapRun } from './web/tap-to-cart.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TAP_RUNS = Number(process.env.TAP_RUNS ?? 3);
const root = fileURLToPath(new URL('../../', import.meta.url));
const work = join(root, '.tmp', 'bench-web');
const realDir = join(work, 'real');
const mockDir = join(work, 'mock');
const floorDir = join(work, 'floor');

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
// One after another: two builds side by side on this 2-core machine take as long and fight over memory.
// The real-services build prerenders its front doors against the mock backend this process serves.
await buildShop({ dir: realDir, env: shopEnv(api) });
await buildShop({ dir: mockDir, env: shopEnv() });
await build({ root: join(root, 'scripts', 'bench', 'web', 'floor'), plugins: [react()], build: { outDir: floorDir, emptyOutDir: true }, logLevel: 'warn' });
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// The real-services shop as `npm run serve` deploys it; the mock-mode SPA and the floor as a static host serves them.
const hosts = await Promise.all([startShopHost(realDir), startStaticHost(clientDirOf(mockDir)), startStaticHost(floorDir)]);
const [realBase, mockBase, floorBase] = hosts.map((host) => host.origin);

const productId = db.products[0]?.id ?? 1;
const productPath = `/urun/${productId}`;
const pages: { name: string; url: string }[] = [
  { name: 'floor (bare React)', url: `${floorBase}/` },
  { name: '/', url: `${realBase}/` },
  { name: '/arama?q=telefon', url: `${realBase}/arama?q=telefon` },
  { name: productPath, url: `${realBase}${productPath}` },
  { name: '/sepetim', url: `${realBase}/sepetim` },
  { name: '/pazar', url: `${realBase}/pazar` },
  { name: '/ (mock mode)', url: `${mockBase}/` },
];

// A page that answers with anything but itself (a redirect, an error) is measured all the same, and said so.
for (const page of pages) {
  const answer = await fetch(page.url, { redirect: 'manual' });
  await answer.arrayBuffer();
  if (answer.status !== 200) console.log(`note: ${page.name} answers ${answer.status}${answer.headers.has('location') ? ` → ${answer.headers.get('location') ?? ''}` : ''}`);
}

if (pictureCdn) {
  const drawnPages = await Promise.all(pages.filter((page) => page.url.startsWith(`${realBase}/`)).map(async (page) => (await fetch(page.url)).text()));
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
const taps: TapRun[] = [];
try {
  const chrome = await startChrome();
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        samples.get(page.name)?.push(await measure(chrome, page.url, { reportFile: reportFileOf(page.name, run), cpuSlowdown }));
      }
      console.log(`Lighthouse run ${run}/${RUNS} done`);
    }
  } finally {
    await chrome.kill();
  }
  if (TAP_RUNS > 0) {
    const browser = await launchChromium();
    try {
      for (let run = 1; run <= TAP_RUNS; run += 1) taps.push(await tapToCart(browser, `${realBase}${productPath}`));
      console.log(`tap runs done (${TAP_RUNS})`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await Promise.all(hosts.map((host) => host.close()));
  mockServer.close();
  await pictureCdn?.close();
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianOf = (name: string, pick: (figures: PageFigures) => number): number => median((samples.get(name) ?? []).map(pick));
const floorLcp = medianOf('floor (bare React)', (f) => f.lcpMs);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const rows: string[][] = [['page', 'perf', 'FCP ms', 'LCP ms', '× floor', 'TBT ms', 'CLS', 'JS KB', 'JS KB gz', 'scripts', 'CSS KB']];
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
    jsBytes: medianOf(page.name, (f) => f.jsBodyBytes),
  };
  if (page.url.startsWith(`${realBase}/`)) budgeted.push(medians);
  rows.push([
    page.name,
    String(medians.performance),
    medianOf(page.name, (f) => f.fcpMs).toFixed(0),
    lcp.toFixed(0),
    medians.lcpRatio.toFixed(2),
    medians.tbtMs.toFixed(0),
    medians.cls.toFixed(3),
    kb(medianOf(page.name, (f) => f.jsBytes)),
    kb(medians.jsBytes),
    medianOf(page.name, (f) => f.jsRequests).toFixed(0),
    kb(medianOf(page.name, (f) => f.cssBytes)),
  ]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
const slowdown = cpuSlowdown === undefined ? '4× CPU (its default)' : `${cpuSlowdown}× CPU (BENCH_CPU_SLOWDOWN)`;
const pictures = pictureCdn ? 'JPEG pictures (BENCH_PICTURES=jpeg)' : "the mock backend's SVG pictures";
console.log(`\nLighthouse mobile, ${slowdown}, ${pictures}, median of ${RUNS} run(s)`);
console.log(rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')).join('\n'));
console.log(
  "JS KB: the scripts the page downloaded during its load, on the wire with their response headers (Lighthouse's network-requests transferSize); JS KB gz: their gzip bodies alone; scripts: how many",
);
const hostIndexes = [...samples.values()].flat().map((figures) => figures.benchmarkIndex);
const hostIndex = median(hostIndexes);
console.log(
  `host CPU (Lighthouse benchmarkIndex): median ${hostIndex.toFixed(0)}, ${Math.min(...hostIndexes).toFixed(0)}–${Math.max(...hostIndexes).toFixed(0)}: ${hostClass(hostIndex)}`,
);

const counted = taps.flatMap((tap) => (tap.tapToCountMs === undefined ? [] : [tap.tapToCountMs]));
// A tap the cart never counted is slower than any that it did: it sorts last.
const tapMedian = taps.length === 0 ? undefined : median(taps.map((tap) => tap.tapToCountMs ?? Number.POSITIVE_INFINITY));
const tapFigure = tapMedian === undefined || !Number.isFinite(tapMedian) ? undefined : tapMedian;
const consoleErrors = taps.flatMap((tap) => tap.consoleErrors);
if (taps.length > 0) {
  const conditions = `${TAP_CONDITIONS.cpuSlowdown}× CPU, ${TAP_CONDITIONS.rttMs} ms RTT, ${TAP_CONDITIONS.downKbps / 1024} Mbps down`;
  console.log(`\ntap "Sepete ekle" at its first paint on ${productPath} → header cart shows 1 (${conditions}, 412×823 touch), ${taps.length} run(s):`);
  taps.forEach((tap, index) => {
    const figure = tap.tapToCountMs === undefined ? 'never counted' : `${tap.tapToCountMs.toFixed(0)} ms`;
    console.log(`  run ${index + 1}: ${figure}; button painted ${tap.buttonSeenMs.toFixed(0)} ms after navigating, tapped ${tap.stateAtTap ?? '(no touch seen)'}`);
  });
  console.log(
    `  median: ${tapFigure === undefined ? 'never counted' : `${tapFigure.toFixed(0)} ms`} (${tapFigure !== undefined && tapFigure <= TAP_BUDGET_MS ? 'within' : 'over'} ${TAP_BUDGET_MS} ms); ${counted.length} of ${taps.length} tap(s) counted`,
  );
  console.log(`  console errors: ${consoleErrors.length}${consoleErrors.length > 0 ? `\n${[...new Set(consoleErrors)].map((text) => `    ${text.slice(0, 200)}`).join('\n')}` : ''}`);
}

console.log('\nbudgets (docs/performance.md), on the medians of the five shop pages as deployed:');
console.log(formatChecks([...pageBudgetChecks(budgeted), ...(taps.length > 0 ? [tapBudgetCheck(tapFigure)] : [])]));
console.log('\nLCP element (last run):');
for (const page of pages) console.log(`  ${page.name}: ${(samples.get(page.name)?.at(-1)?.lcpElement ?? '?').slice(0, 160)}`);
process.exit(0);

/**
 * `npm run bench:mocks`: starts the HTTP mock server (mocks/src/http-server.ts) on a free loopback
 * port, drives a short bounded load with autocannon against a handful of operations, prints
 * requests/s and p50/p99 latency per operation (in the default world, and getCart in a named world),
 * then what worlds cost (mocks/src/worlds: the heap of 100 fresh worlds, the time to make one, the
 * least recently used ones dropped past a limit) and the store's heap growth after adding 10,000
 * orders. Loopback only; stops by itself; asserts nothing.
 *
 * Each operation is first called for a moment without recording (BENCH_WARMUP_SECONDS, default 1):
 * the first calls of a path compile its handler, views and zod schemas, and a server that runs for a
 * QA session is measured in its steady state, not in its first second. Every operation gets one such
 * moment before any is measured: the path all calls share (the HTTP server, MSW, the guard, the
 * envelope) is compiled by whichever operation comes first, and the first one measured used to pay for
 * it (the operation measured first showed fewer req/s and a higher p99 than when measured second).
 */
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { db, DEMO_TOKEN, seedSizes } from '../../mocks/src/db/index.ts';
import type { OrderRecord } from '../../mocks/src/db/commerce-types.ts';
import { handlers } from '../../mocks/src/handlers/index.ts';
import { preloadMocks } from '../../mocks/src/preload.ts';
import { createMockHttpServer, listen } from '../../mocks/src/http-server.ts';
import { HEAP_PER_TEXT_BYTE } from '../../mocks/src/worlds/footprint.ts';
import { WORLD_HEADER } from '../../mocks/src/worlds/names.ts';
import { configureWorlds, DEFAULT_MAX_WORLDS, dropNamedWorlds, worldsReport } from '../../mocks/src/worlds/registry.ts';

/** The part of autocannon's API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = 10;
const ORDERS = 10_000;

const server = createMockHttpServer(handlers);
await preloadMocks();
const port = await listen(server, 0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'searchProducts (çay, price asc)', path: `/api/v2/marketplace/search/product?search=${encodeURIComponent('çay')}&sort=PRICE_BY_ASC` },
  { name: 'getProduct', path: '/api/marketplace/product/12', headers: auth },
  { name: 'getCart (signed in)', path: '/api/marketplace/cart', headers: auth },
  { name: 'secondHandListProducts', path: '/api/second-hand/product/list' },
  { name: 'swapGetProduct', path: `/api/swap/product/${db.listings.find((l) => l.vertical === 'swap' && l.state === 'ACTIVE')?.id ?? 1}` },
  { name: 'contentListMainBanners', path: '/main_banner' },
  { name: 'blogListArticles', path: '/api/blog/article' },
  { name: 'auctionListLive', path: '/api/auction/live', headers: auth },
  { name: 'listBuyerInvoices', path: '/api/marketplace/invoice/buyer', headers: auth },
  // The same call in a world of its own (X-Carsi-World): what a QA run on a shared server pays.
  { name: 'getCart (signed in, world qa-bench)', path: '/api/marketplace/cart', headers: { ...auth, [WORLD_HEADER]: 'qa-bench' } },
];

const rows: string[][] = [['operation', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']];
console.log(`Çarşı mock backend on ${base}: ${handlers.length} top-level handlers; ${CONNECTIONS} connections × ${SECONDS} s per operation (after ${WARMUP_SECONDS} s unrecorded, and ${WARMUP_SECONDS} s per operation before the first is measured)`);
const load = (target: (typeof targets)[number], duration: number) =>
  autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration, ...(target.headers ? { headers: target.headers } : {}) });
if (WARMUP_SECONDS > 0) for (const target of targets) await load(target, WARMUP_SECONDS);
for (const target of targets) {
  if (WARMUP_SECONDS > 0) await load(target, WARMUP_SECONDS);
  const result = await load(target, SECONDS);
  rows.push([target.name, result.requests.average.toFixed(0), result.latency.p50.toFixed(1), result.latency.p99.toFixed(1), String(result.non2xx + result.errors + result.timeouts)]);
}

// Worlds: heap after full GCs, so measured before the server stops and before the orders below.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMiB = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const WORLDS = 100;
dropNamedWorlds();
const inWorld = (name: string): Promise<Response> => fetch(`${base}/api/marketplace/category`, { headers: { [WORLD_HEADER]: name } });
const worldsBefore = heapMiB();
let started = performance.now();
for (let n = 0; n < WORLDS; n += 1) await (await inWorld(`bench-${n}`)).arrayBuffer();
const firstCallMs = (performance.now() - started) / WORLDS;
const worldsAfter = heapMiB();
started = performance.now();
for (let n = 0; n < WORLDS; n += 1) await (await inWorld(`bench-${n}`)).arrayBuffer();
const laterCallMs = (performance.now() - started) / WORLDS;
const perWorldMiB = (worldsAfter - worldsBefore) / WORLDS;
const estimated = worldsReport().worlds.find((w) => w.name === 'bench-0')?.approxBytes ?? 0;
console.log(`\nWorlds: ${WORLDS} fresh worlds hold ${(worldsAfter - worldsBefore).toFixed(1)} MiB of heap, ≈${(perWorldMiB * 1.048576).toFixed(2)} MB per world (the control API estimates ${(estimated / 1e6).toFixed(2)} MB with ${HEAP_PER_TEXT_BYTE} heap bytes per byte of store text)`);
console.log(`  a call that makes its world: ${firstCallMs.toFixed(1)} ms; the next call in it: ${laterCallMs.toFixed(1)} ms (mean of ${WORLDS})`);

// Past the limit: the least recently used world is dropped for each new one, and the heap stays bounded.
const LIMIT = 20;
dropNamedWorlds();
configureWorlds({ maxWorlds: LIMIT });
const evictedBefore = worldsReport().evicted;
const churnBefore = heapMiB();
for (let n = 0; n < 10 * LIMIT; n += 1) await (await inWorld(`churn-${n}`)).arrayBuffer();
const churn = worldsReport();
console.log(`  --max-worlds ${LIMIT}, ${10 * LIMIT} worlds asked for one after another: ${churn.worlds.length - 1} kept (${churn.worlds.slice(1, 4).map((w) => w.name).join(', ')}, …), ${churn.evicted - evictedBefore} dropped least recently used first, heap ${(heapMiB() - churnBefore).toFixed(1)} MiB above the start`);
configureWorlds({ maxWorlds: DEFAULT_MAX_WORLDS });
dropNamedWorlds();

server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));

const table = (all: string[][]): string => {
  const widths = all[0]?.map((_, c) => Math.max(...all.map((row) => row[c]?.length ?? 0))) ?? [];
  return all.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ')).join('\n');
};
console.log(`\n${table(rows)}`);

// Heap: 10,000 orders of two lines each, shaped like the ones createOrder stores, added straight to
// the store (bypassing the per-user cap of 100 that the handlers enforce), measured after full GCs.
const template = db.orders.find((o) => o.items.length >= 2) ?? db.orders[0];
if (!template) throw new Error('the seed has no orders');
const before = heapMiB();
const firstId = db.nextIds.order;
for (let n = 0; n < ORDERS; n += 1) {
  const id = firstId + n;
  const order: OrderRecord = {
    ...template,
    id,
    orderNumber: String(2_025_000_000 + id * 7919),
    buyerId: 1 + (n % db.users.length),
    items: template.items.map((item, i) => ({ ...item, id: 1_000_000 + n * 10 + i })),
    payment: { ...template.payment, paidAt: new Date(Date.UTC(2025, 10, 1) + n * 60_000).toISOString() },
    ...(template.shipment ? { shipment: { ...template.shipment, trackingNumber: `YK${String(id).padStart(9, '0')}TR` } } : {}),
    createdAt: new Date(Date.UTC(2025, 10, 1) + n * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 10, 1) + n * 60_000).toISOString(),
  };
  db.orders.push(order);
}
const after = heapMiB();
const sizes = seedSizes();
console.log(`\nStore now: ${Object.entries(sizes).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`Heap used: ${before.toFixed(1)} MiB → ${after.toFixed(1)} MiB after ${ORDERS.toLocaleString('en')} orders (+${(after - before).toFixed(1)} MiB, ≈${(((after - before) * 2 ** 20) / ORDERS).toFixed(0)} bytes per order)`);

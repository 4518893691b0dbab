/**
 * `npm run bench:trace -- /pazar,/urun/1`: where a page's load spends the main thread, to find what
 * Lighthouse's TBT is made of. Builds the shop for real services with source maps (`react-router
 * build` against the mock backend over loopback, web/build/build-shop.ts), serves it as `npm run serve`
 * does (web/hosts.ts: the built server bundle in web/server/shop-server.ts), loads each page
 * TRACE_RUNS times (default 3) in Debian's Chromium at a phone's size with the CPU really slowed 4×
 * (TRACE_CPU_SLOWDOWN), and prints per page the blocking time after the first paint (Σ of each long
 * task's excess over 50 ms) of every run and, for the median run, each long task: when, how long, what
 * it did and the source functions its CPU samples fell in. Prints figures; asserts nothing.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '../../mocks/src/handlers/index.ts';
import { createMockHttpServer, listen } from '../../mocks/src/http-server.ts';
import { launchChromium } from './web/chromium.ts';
import { cpuSlowdownFrom } from './web/cpu-slowdown.ts';
import { startShopHost } from './web/hosts.ts';
import { buildShop, clientDirOf, shopEnv } from '../../web/build/build-shop.ts';
import { loadTasks, type LoadTasks, type TraceEvent } from './web/trace-tasks.ts';

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const FUNCTIONS_PER_TASK = Number(process.env.TRACE_TOP ?? 4);
const CPU_SLOWDOWN = cpuSlowdownFrom('TRACE_CPU_SLOWDOWN') ?? 4;
const SETTLE_MS = 6_000;
const pagePaths = (process.argv[2] ?? '/').split(',').filter(Boolean);
const work = fileURLToPath(new URL('../../.tmp/bench-trace/', import.meta.url));
const shopDir = join(work, 'real');

rmSync(work, { recursive: true, force: true });
const mockServer = createMockHttpServer(handlers);
const api = `http://127.0.0.1:${await listen(mockServer, 0, '127.0.0.1')}`;
console.log('building the shop for real services, with source maps …');
// The host renders every page fresh: the prerendered front doors would only lengthen the build.
await buildShop({ dir: shopDir, env: { ...shopEnv(api), PRERENDER: 'false' }, sourcemap: true });
const host = await startShopHost(shopDir);
const browser = await launchChromium();

async function traceLoad(path: string): Promise<LoadTasks> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading'],
    });
    await page.goto(host.origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return loadTasks(trace.traceEvents, join(clientDirOf(shopDir), 'assets'), FUNCTIONS_PER_TASK);
  } finally {
    await context.close();
  }
}

const row = (entries: [string, number][]): string => entries.map(([name, value]) => `${name} ${value.toFixed(0)}`).join(' · ');
try {
  for (const path of pagePaths) {
    const runs: LoadTasks[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await traceLoad(path));
    const byBlocking = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
    const median = byBlocking[Math.floor(byBlocking.length / 2)];
    console.log(`\n${path}: blocking time after the first paint at ${CPU_SLOWDOWN}× CPU, ms: ${runs.map((r) => r.blockingMs.toFixed(0)).join(' / ')} (median ${median?.blockingMs.toFixed(0) ?? '?'})`);
    if (!median) continue;
    console.log(`  the median run's long tasks (first paint at ${median.firstPaintMs.toFixed(0)} ms): start, length, what ran, where`);
    for (const task of median.longTasks) {
      console.log(`  ${task.startMs.toFixed(0).padStart(6)} ${task.durationMs.toFixed(0).padStart(5)}  ${row(task.work)}`);
      if (task.functions.length > 0) console.log(`${' '.repeat(16)}${row(task.functions)}`);
    }
  }
} finally {
  await browser.close();
  await host.close();
  mockServer.close();
}

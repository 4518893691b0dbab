/**
 * `npm run bench:suite`: how long `npm test` takes on this machine, part by part, beside how fast the
 * host is that hour. Lighthouse's `benchmarkIndex` (one load of a blank page) is taken before and after
 * the run, with the load average, so a slow figure can be told from a slow hour. The run's output goes to
 * a log file; its parts are read from the lines each tool prints when it starts. Exits as `npm test` did.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, startChrome } from './web/lighthouse-run.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const logFile = join(root, '.tmp', 'bench-suite.log');

/** The parts of `npm test` (package.json), each known by the first line it prints. */
const PARTS = [
  { name: 'generate, type check and lint', startsAt: /^/ },
  { name: 'Vitest', startsAt: /\bRUN\s+v\d/ },
  { name: 'size check', startsAt: /^> node scripts\/bench\/size-check\.ts/ },
  { name: 'journeys (Playwright, with its web servers)', startsAt: /^> playwright test/ },
] as const;

/** The runners' own counts (Vitest's tests, Playwright's journeys), kept as they print them; a retried journey costs its time twice. */
const COUNTS = [
  { name: 'Vitest', line: /^Tests\s+(.+)$/ },
  { name: 'journeys', line: /^(\d+ (?:passed|failed|flaky|skipped)\b.*)$/ },
] as const;

/** Lighthouse's measure of the host's CPU, from one load of a blank page on loopback. */
async function hostIndex(): Promise<number> {
  const server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>host</title><p>host'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const chrome = await startChrome();
  try {
    if (!address || typeof address === 'string') throw new Error('the blank page has no port');
    return (await measure(chrome, `http://127.0.0.1:${address.port}/`)).benchmarkIndex;
  } finally {
    chrome.kill();
    server.close();
  }
}

const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

const indexBefore = await hostIndex();
const loadBefore = load();
const started = performance.now();
const startedAt = new Map<string, number>();
const counts = new Map<string, string[]>();
mkdirSync(join(root, '.tmp'), { recursive: true });
const log = createWriteStream(logFile);
const child = spawn('npm', ['test'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
/** The tools colour their lines (ESC [ … m) whatever the environment says. */
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let pending = '';
const read = (chunk: Buffer): void => {
  log.write(chunk);
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const plain = line.replace(colours, '').trim();
    for (const part of PARTS) if (!startedAt.has(part.name) && part.startsAt.test(plain)) startedAt.set(part.name, performance.now());
    for (const count of COUNTS) {
      const found = count.line.exec(plain)?.[1];
      if (found) counts.set(count.name, [...(counts.get(count.name) ?? []), found]);
    }
  }
};
child.stdout.on('data', read);
child.stderr.on('data', read);
const code = await new Promise<number>((resolve) => child.once('close', (exitCode) => resolve(exitCode ?? 1)));
const ended = performance.now();
log.end();
const indexAfter = await hostIndex();

const seconds = (ms: number): string => `${(ms / 1000).toFixed(0)} s`;
const starts = PARTS.flatMap((part) => {
  const at = startedAt.get(part.name);
  return at === undefined ? [] : [{ name: part.name, at }];
});
console.log(`npm test ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ended - started)} (${((ended - started) / 60_000).toFixed(1)} min); output in ${logFile}`);
starts.forEach((part, index) => console.log(`  ${part.name}: ${seconds((starts[index + 1]?.at ?? ended) - part.at)}`));
for (const [name, found] of counts) console.log(`  ${name}: ${found.join(', ')}`);
console.log(`host CPU (Lighthouse benchmarkIndex): ${indexBefore.toFixed(0)} before, ${indexAfter.toFixed(0)} after`);
console.log(`load average (1 / 5 / 15 min): ${loadBefore} before, ${load()} after`);
process.exit(code);

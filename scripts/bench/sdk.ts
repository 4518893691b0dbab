/**
 * `npm run bench:sdk`: codegen time of the three specs, gzip size of each entry of the built package,
 * the bundle cost of one hook in an app, and the runtime's per-call overhead against a bare fetch.
 * Prints figures and exits; it asserts nothing. Builds sdk/dist first when it is missing or older
 * than the sources.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kib } from '../sdk/bench/bundle.ts';
import { callOverhead } from '../sdk/bench/call-overhead.ts';
import { timeCodegen } from '../sdk/bench/codegen-time.ts';
import { consumerBundles } from '../sdk/bench/consumer-bundle.ts';
import { entrySizes } from '../sdk/bench/entry-sizes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sdkDir = join(root, 'sdk');
const dist = join(sdkDir, 'dist');

const newestUnder = (dir: string): number =>
  readdirSync(dir).reduce((newest, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return Math.max(newest, stat.isDirectory() ? newestUnder(path) : stat.mtimeMs);
  }, 0);

const table = (rows: string[][]): string => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')).join('\n');
};

if (!existsSync(join(dist, 'index.js')) || statSync(join(dist, 'index.js')).mtimeMs < newestUnder(join(sdkDir, 'src'))) {
  console.log('Building sdk/dist …');
  execFileSync('npm', ['run', 'build', '-w', 'sdk'], { cwd: root, stdio: 'ignore' });
}

console.log('\nCodegen (Orval: hooks, zod, MSW handlers; into a temporary folder)');
const codegen = await timeCodegen(root);
const totalMs = codegen.reduce((sum, t) => sum + t.ms, 0);
console.log(table([['spec', 'time'], ...codegen.map((t) => [t.service, `${(t.ms / 1000).toFixed(2)} s`]), ['all three', `${(totalMs / 1000).toFixed(2)} s`]]));

console.log('\nEntries of sdk/dist (each bundled alone, minified; dependencies and peers external)');
const entries = await entrySizes(sdkDir);
console.log(table([['entry', 'minified', 'gzip', 'entry file gzip'], ...entries.map((e) => [e.entry, kib(e.bytes), kib(e.gzipBytes), `${e.fileGzipBytes} B`])]));

console.log('\nConsumer bundle (minified, react external)');
const consumer = await consumerBundles(root);
const delta = consumer.oneHook.gzipBytes - consumer.reactQueryAlone.gzipBytes;
console.log(table([
  ['consumer', 'minified', 'gzip'],
  ['useQuery from @tanstack/react-query', kib(consumer.reactQueryAlone.bytes), kib(consumer.reactQueryAlone.gzipBytes)],
  ['useGetCart from @carsi/sdk/main', kib(consumer.oneHook.bytes), kib(consumer.oneHook.gzipBytes)],
  ['difference (the SDK)', kib(consumer.oneHook.bytes - consumer.reactQueryAlone.bytes), kib(delta)],
]));

console.log('\nPer-call overhead (GET to an in-process HTTP server on 127.0.0.1, sequential)');
const overhead = await callOverhead(dist);
console.log(table([
  ['client', 'per call'],
  ['bare fetch + json()', `${overhead.bareMicros.toFixed(0)} µs`],
  ['SDK getCart()', `${overhead.sdkMicros.toFixed(0)} µs`],
  ['ratio SDK / bare', `${overhead.ratio.toFixed(2)}×`],
]));
console.log(`(${overhead.calls} calls each, median of rounds)`);

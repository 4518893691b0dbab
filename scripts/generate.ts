/**
 * `npm run generate`: the contract → openapi/dist bundles (`npm run spec`'s bundling) → Orval (SDK
 * hooks, zod schemas, MSW handlers), with the Redocly lint of the bundles and openapi-typescript's path
 * types beside it, one process each on the machine's cores → the operation index, the handler index and
 * MSW's worker, in this process.
 *
 * A no-op when nothing it reads changed: a SHA-256 over the contract sources, the scripts of the
 * pipeline, orval.config.ts and the seed world the examples name and the versions of the tools is kept beside the generated SDK, and
 * when it matches and every output is there, nothing runs. `GENERATE_FORCE=1` (or `--force`) always runs.
 *
 * Then the mock backend's precomputed seed (mocks/scripts/write-seed.ts), with a stamp of its own over
 * the mocks' sources: editing a handler does not re-run Orval, it redraws the seed only; whenever Orval
 * ran, so does the seed (it reads the SDK's generated code).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { nodeOnSources } from './lib/node-on-sources.ts';
import { describeFailures, runTogether } from './lib/run-together.ts';
import { redoclyLint, writeBundlesOrExit } from './spec/build.ts';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '../mocks/src/worker/worker-scripts.ts';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const stampFile = join(root, 'sdk', 'src', 'generated', '.inputs.sha256');
const seedStampFile = join(root, 'mocks', 'src', 'generated', '.seed.sha256');

/** What the pipeline reads (folders are walked; openapi/dist is its output). */
const inputs = ['openapi', 'scripts/spec', 'scripts/lib', 'scripts/generate.ts', 'scripts/generate-operation-index.ts', 'scripts/generate-paths-types.ts', 'mocks/scripts', 'mocks/src/worker', 'mocks/src/db/seed/world.ts', 'orval.config.ts', 'redocly.yaml'];
/** What it writes; all must exist for a skip. */
const outputs = ['openapi/dist/main.yaml', 'openapi/dist/content.yaml', 'openapi/dist/live.yaml', 'openapi/dist/main.json', 'openapi/dist/content.json', 'openapi/dist/live.json', 'sdk/src/generated/operations.ts', 'sdk/src/generated/verticals.ts', 'sdk/src/generated/sections.ts', 'sdk/src/generated/main', 'sdk/src/generated/content', 'sdk/src/generated/live', 'mocks/src/generated', ...[MSW_WORKER_SCRIPT, MOCK_WORKER_SCRIPT].map((script) => `web/public/${script}`)];

/** Folders a walk skips: build outputs. */
const skipped = new Set([join(root, 'openapi', 'dist'), join(root, 'mocks', 'src', 'generated')]);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !skipped.has(join(path, name)))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(paths: readonly string[], tools: readonly string[], skip: (file: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((input) => filesUnder(join(root, input))).filter((file) => !skip(file))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const tool of tools) hash.update(`${tool}@${(require(`${tool}/package.json`) as { version: string }).version}\0`);
  return hash.digest('hex');
}

const isCurrent = (stamp: string, hash: string, outputs: readonly string[]): boolean =>
  outputs.every((output) => existsSync(join(root, output))) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;

const run = (command: string, args: string[]): void => {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
};

const started = performance.now();
const force = process.env.GENERATE_FORCE === '1' || process.argv.includes('--force');
const hash = inputsHash(inputs, ['orval', 'msw', 'openapi-typescript', '@redocly/cli']);
const upToDate = !force && isCurrent(stampFile, hash, outputs);

if (upToDate) {
  console.log(`generate: the contract and the generators are unchanged, nothing to do (${Math.round(performance.now() - started)} ms; GENERATE_FORCE=1 runs it anyway)`);
} else {
  const bundles = writeBundlesOrExit();
  console.log(`bundled ${bundles.length} services in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const bin = (name: string): string => join(root, 'node_modules', '.bin', name);
  const failed = await runTogether(
    [
      { label: 'redocly lint', ...redoclyLint(bundles) },
      { label: 'orval', command: bin('orval'), args: ['--config', 'orval.config.ts'] },
      { label: 'openapi-typescript', command: process.execPath, args: ['scripts/generate-paths-types.ts'] },
    ],
    root,
  );
  if (failed.length > 0) {
    console.error(`generate: ${describeFailures(failed)}`);
    process.exit(1);
  }
  // These read Orval's output and only write index files: one process is enough.
  await import('./generate-operation-index.ts');
  await import('../mocks/scripts/index-generated-handlers.ts');
  await import('../mocks/scripts/copy-worker.ts');
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`generate: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The seed code reads the SDK's generated enums, so it runs after the contract phase (and again whenever
// that phase ran), on plain Node like this script: tsx, its transform cache empty on a fresh clone, took
// 5–6 s to start it, Node's own type stripping ≈2 s. Its own hash
// covers every mocks source but the tests (the seed imports views and vertical settings too) and the seed tool.
const seedStarted = performance.now();
const seedHash = inputsHash(['mocks/src', 'mocks/scripts/write-seed.ts'], ['@faker-js/faker'], (file) => /\.test\.tsx?$/.test(file));
if (!force && upToDate && isCurrent(seedStampFile, seedHash, ['mocks/src/generated/seed.ts'])) {
  console.log('generate: the mock seed is unchanged');
} else {
  const seed = nodeOnSources('mocks/scripts/write-seed.ts');
  run(seed.command, seed.args);
  writeFileSync(seedStampFile, `${seedHash}\n`);
  console.log(`generate: mock seed written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
}

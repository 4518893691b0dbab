/**
 * `npm run generate`: the contract → openapi/dist bundles (`npm run spec`'s bundling) → Orval (SDK
 * hooks, zod schemas, MSW handlers) in this process, with openapi-typescript's path types beside it in
 * another → the operation index, the handler index and MSW's worker, in this process. The Redocly lint
 * of the bundles is `npm run spec`'s and `npm test`'s (scripts/spec/lint.ts), not this script's: beside
 * Orval on a two-core machine it held Orval back.
 *
 * A no-op when nothing it reads changed: a SHA-256 over the contract sources, the scripts of the
 * pipeline, orval.config.ts, the seed world the examples name and the versions of the tools is kept
 * beside the generated SDK, and when it matches and every output is there, nothing runs.
 * `GENERATE_FORCE=1` (or `--force`) always runs.
 *
 * The mock backend's precomputed seed (mocks/scripts/write-seed.ts) has a stamp of its own over the
 * mocks' sources: editing a handler does not re-run Orval, it rewrites the seed only. Whenever Orval runs,
 * so does the seed, since it reads the SDK's generated models; it starts as soon as Orval has written
 * them and runs while Orval writes the rest.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { nodeOnSources } from '@carsi/tooling/node-on-sources';
import { jsonBundle, root, services, yamlBundle } from '@carsi/tooling/services';
import { describeFailures, runTogether, type Outcome } from './lib/run-together.ts';
import { writeBundlesOrExit, writeYamlBundles } from './spec/build.ts';
import { MOCK_WORKER_SCRIPT, MSW_WORKER_SCRIPT } from '../mocks/src/worker/worker-scripts.ts';

const require = createRequire(import.meta.url);
const stampFile = join(root, 'sdk', 'src', 'generated', '.inputs.sha256');
const seedStampFile = join(root, 'mocks', 'src', 'generated', '.seed.sha256');

/** What the pipeline reads (folders are walked; openapi/dist is its output). */
const inputs = ['openapi', 'tooling', 'scripts/spec', 'scripts/lib', 'scripts/generate.ts', 'scripts/generate-operation-index.ts', 'scripts/generate-paths-types.ts', 'mocks/scripts', 'mocks/src/worker', 'mocks/src/db/seed/world.ts', 'orval.config.ts'];
/** What it writes; all must exist for a skip. */
const outputs = [...services.flatMap((service) => [yamlBundle(service), jsonBundle(service)].map((file) => relative(root, file))), 'sdk/src/generated/operations.ts', 'sdk/src/generated/verticals.ts', 'sdk/src/generated/vertical-keys.ts', 'sdk/src/generated/sections.ts', 'web/src/config/generated/section-routes.ts', 'web/src/config/generated/section-taglines.ts', 'sdk/src/generated/main', 'sdk/src/generated/content', 'sdk/src/generated/live', 'mocks/src/generated', ...[MSW_WORKER_SCRIPT, MOCK_WORKER_SCRIPT].map((script) => `web/public/${script}`)];

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

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

const started = performance.now();
const force = process.env.GENERATE_FORCE === '1' || process.argv.includes('--force');
const hash = inputsHash(inputs, ['orval', 'msw', 'openapi-typescript']);
const upToDate = !force && isCurrent(stampFile, hash, outputs);

// Every mocks source but the tests (the seed imports views and vertical settings too), and the seed tool.
const seedHash = inputsHash(['mocks/src', 'mocks/scripts/write-seed.ts'], ['@faker-js/faker'], (file) => /\.test\.tsx?$/.test(file));
const seedIsCurrent = !force && upToDate && isCurrent(seedStampFile, seedHash, ['mocks/src/generated/seed.ts']);

/**
 * The mock backend's precomputed seed, in a process of its own on plain Node like this script (tsx, its
 * transform cache empty on a fresh clone, took several times longer to start it than Node's own type
 * stripping).
 */
async function writeSeed(): Promise<Outcome[]> {
  rmSync(seedStampFile, { force: true });
  const failed = await runTogether([{ label: 'mock seed', ...nodeOnSources('mocks/scripts/write-seed.ts') }], root);
  if (failed.length === 0) writeFileSync(seedStampFile, `${seedHash}\n`);
  return failed;
}

const failures: Outcome[] = [];
let seed: Promise<Outcome[]> | undefined;
if (upToDate) {
  console.log(`generate: the contract and the generators are unchanged, nothing to do (${Math.round(performance.now() - started)} ms; GENERATE_FORCE=1 runs it anyway)`);
} else {
  // A run that fails half-way has wiped some outputs: without its stamp, the next run starts over.
  rmSync(stampFile, { force: true });
  const bundles = writeBundlesOrExit();
  console.log(`bundled ${bundles.size} services in ${seconds(started)} s`);
  const pathTypes = runTogether([{ label: 'openapi-typescript', command: process.execPath, args: ['scripts/generate-paths-types.ts'] }], root);
  writeYamlBundles(bundles);
  // Orval runs in this process, one project after the other, so that the seed can start between two.
  const [{ generate: orval }, { default: projects, hooksProject }] = await Promise.all([import('orval'), import('../orval.config.ts')]);
  for (const [project, options] of Object.entries(projects)) {
    const projectStarted = performance.now();
    try {
      await orval(options, root, { logLevel: 'warn', throwOnError: true });
    } catch (error) {
      console.error(`✗ orval ${project}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    console.log(`✓ orval ${project} (${seconds(projectStarted)} s)`);
    // The seed reads the main API's models, which this project writes.
    if (project === hooksProject('main')) seed = writeSeed();
  }
  failures.push(...(await pathTypes));
  if (failures.length === 0) {
    // These read Orval's output and only write index files: one process is enough.
    await import('./generate-operation-index.ts');
    await import('../mocks/scripts/index-generated-handlers.ts');
    await import('../mocks/scripts/copy-worker.ts');
    writeFileSync(stampFile, `${hash}\n`);
  }
}
if (seedIsCurrent) {
  console.log('generate: the mock seed is unchanged');
} else {
  failures.push(...(await (seed ?? writeSeed())));
}
if (failures.length > 0) {
  console.error(`generate: ${describeFailures(failures)}`);
  process.exit(1);
}
if (!upToDate || !seedIsCurrent) console.log(`generate: done in ${seconds(started)} s`);

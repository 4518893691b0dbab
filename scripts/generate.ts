/**
 * `npm run generate`: the contract → openapi/dist bundles (`npm run spec`) → Orval (SDK hooks, zod
 * schemas, MSW handlers) → the operation index, the path types, the handler index and MSW's worker.
 *
 * A no-op when nothing it reads changed: a SHA-256 over the contract sources, the scripts of the
 * pipeline, orval.config.ts and the seed world the examples name and the versions of the tools is kept beside the generated SDK, and
 * when it matches and every output is there, nothing runs. `GENERATE_FORCE=1` (or `--force`) always runs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const stampFile = join(root, 'sdk', 'src', 'generated', '.inputs.sha256');

/** What the pipeline reads (folders are walked; openapi/dist is its output). */
const inputs = ['openapi', 'scripts/spec', 'scripts/generate.ts', 'scripts/generate-operation-index.ts', 'scripts/generate-paths-types.ts', 'mocks/scripts', 'mocks/src/db/seed/world.ts', 'orval.config.ts', 'redocly.yaml'];
/** What it writes; all must exist for a skip. */
const outputs = ['openapi/dist/main.yaml', 'openapi/dist/content.yaml', 'openapi/dist/live.yaml', 'sdk/src/generated/operations.ts', 'sdk/src/generated/verticals.ts', 'sdk/src/generated/sections.ts', 'sdk/src/generated/main', 'sdk/src/generated/content', 'sdk/src/generated/live', 'mocks/src/generated', 'web/public/mockServiceWorker.js'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !(path === join(root, 'openapi') && name === 'dist'))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const tool of ['orval', 'msw', 'openapi-typescript', '@redocly/cli']) hash.update(`${tool}@${(require(`${tool}/package.json`) as { version: string }).version}\0`);
  return hash.digest('hex');
}

const run = (command: string, args: string[]): void => {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
};

const started = performance.now();
const force = process.env.GENERATE_FORCE === '1' || process.argv.includes('--force');
const hash = inputsHash();
const upToDate = !force && outputs.every((output) => existsSync(join(root, output))) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;

if (upToDate) {
  console.log(`generate: the contract and the generators are unchanged, nothing to do (${Math.round(performance.now() - started)} ms; GENERATE_FORCE=1 runs it anyway)`);
} else {
  run('npm', ['run', 'spec']);
  run('orval', ['--config', 'orval.config.ts']);
  run('tsx', ['scripts/generate-operation-index.ts']);
  run('tsx', ['scripts/generate-paths-types.ts']);
  run('tsx', ['mocks/scripts/index-generated-handlers.ts']);
  run('tsx', ['mocks/scripts/copy-worker.ts']);
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`generate: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

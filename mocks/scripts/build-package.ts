/**
 * Builds the publishable `@carsi/mocks` into a folder of its own (default mocks/dist): the sources
 * emitted as JavaScript with declarations (lib/), the bundled contract the verification reads
 * (openapi/), the live stream's test segments (fixtures/) and a package.json whose exports, bin and
 * files point at them. The repo's own mocks/package.json keeps pointing at the sources, which the
 * workspace imports, and stays private so that only this build is ever published. `node mocks/scripts/build-package.ts [out-dir]` after `npm run generate`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeSrcAlias } from './relative-src-alias.ts';

const mocksDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = join(mocksDir, '..');
const out = resolve(process.argv[2] ?? join(mocksDir, 'dist'));

/** The entries another project imports: the export name and the source file under src/. */
const ENTRIES: Record<string, string> = {
  './node': 'node',
  './browser': 'browser',
  './control': 'control/index',
  './http-server': 'http-server',
  './members': 'db/seed/members',
  './worlds': 'worlds/names',
  './verify': 'verify/index',
};

const BUNDLES = ['main', 'content', 'live'];

function run(command: string, args: string[]): void {
  execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Emitted without a second type check: `npm run typecheck` checks these sources.
run(process.execPath, [join(repoRoot, 'node_modules/typescript-native/bin/tsc'), '-p', join(mocksDir, 'tsconfig.build.json'), '--noCheck', '--outDir', join(out, 'lib')]);
relativeSrcAlias(join(out, 'lib'));
run(process.execPath, [join(repoRoot, 'tooling/add-esm-extensions.ts'), join(out, 'lib')]);

mkdirSync(join(out, 'openapi'));
for (const bundle of BUNDLES) {
  const file = join(repoRoot, 'openapi/dist', `${bundle}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` first.`);
  cpSync(file, join(out, 'openapi', `${bundle}.json`));
}
cpSync(join(mocksDir, 'fixtures/live-stream'), join(out, 'fixtures/live-stream'), { recursive: true, filter: (path) => !path.endsWith('.sh') });
cpSync(join(mocksDir, 'README.md'), join(out, 'README.md'));

const source = JSON.parse(readFileSync(join(mocksDir, 'package.json'), 'utf8')) as Record<string, unknown>;
const sdk = JSON.parse(readFileSync(join(repoRoot, 'sdk/package.json'), 'utf8')) as { version: string };
const dependencies = { ...(source.dependencies as Record<string, string>), '@carsi/sdk': sdk.version };
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  license: source.license,
  engines: { node: '>=22' },
  // No module is imported for its effect alone, so a bundler may drop what a consumer does not use. Only
  // the published manifest says so: the workspace's mock-mode web build keeps its current behaviour.
  sideEffects: false,
  bin: { 'carsi-mocks': './lib/cli/carsi-mocks.js' },
  files: ['lib', 'openapi', 'fixtures', 'README.md'],
  exports: {
    ...Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, { types: `./lib/${file}.d.ts`, default: `./lib/${file}.js` }])),
    './package.json': './package.json',
  },
  dependencies,
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`@carsi/mocks ${String(source.version)} built into ${out}`);

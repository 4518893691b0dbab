/**
 * The shop's production build as `npm run build` makes it, into a folder of choice: `react-router build`
 * in web/ (web/react-router.config.ts) in a Node process of its own, with the given environment and
 * WEB_BUILD_DIR, so the output lands in `<dir>/client` and `<dir>/server`. The benchmarks, the size
 * check, the journeys and the build-output test use it. Imports nothing of the shop.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = fileURLToPath(new URL('..', import.meta.url));

/** The three services at `apiUrl`, or mock mode (the in-browser mock backend) without one. */
export const shopEnv = (apiUrl?: string): Record<string, string> =>
  apiUrl
    ? { VITE_MAIN_API_URL: apiUrl, VITE_CONTENT_API_URL: apiUrl, VITE_LIVE_API_URL: apiUrl, VITE_USE_MOCKS: '' }
    : { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '', VITE_USE_MOCKS: 'true' };

/**
 * Three service addresses that are never called: a build for real services that is only read (what it
 * emits, how large it is), with PRERENDER=false so that nothing is asked for at build time. The
 * build-output test and the size check share it, so the build cache serves the second one.
 */
export const placeholderServicesEnv: Readonly<Record<string, string>> = {
  VITE_MAIN_API_URL: 'https://api.carsi.example',
  VITE_CONTENT_API_URL: 'https://icerik.carsi.example',
  VITE_LIVE_API_URL: 'https://canli.carsi.example',
  VITE_USE_MOCKS: '',
  PRERENDER: 'false',
};

export interface ShopBuildOptions {
  /** WEB_BUILD_DIR: the build's `client/` and `server/` go under it (emptied first). */
  dir: string;
  /** shopEnv(…), with PRERENDER=false to skip the prerendered front doors. */
  env: Record<string, string>;
  /** Source maps beside the browser chunks, for reading traces (`--sourcemapClient`). */
  sourcemap?: boolean;
}

export const clientDirOf = (dir: string): string => join(dir, 'client');
export const serverBundleOf = (dir: string): string => join(dir, 'server', 'index.js');

/** This process's environment without what a test runner set (VITEST would make vite.config.ts leave React Router's plugin out). */
const inheritedEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|VITE_|TEST$|NODE_ENV$|MODE$|BASE_URL$|DEV$|PROD$|SSR$)/.test(name)));

const reactRouterCli = (): string => join(dirname(createRequire(join(webDir, 'package.json')).resolve('@react-router/dev/package.json')), 'bin.js');

/** What a build reads besides its environment: the shop, the SDK and the mocks it bundles, the tools and the lock. */
const BUILD_INPUTS = ['web/src', 'web/build', 'web/server', 'web/public', 'sdk/src', 'mocks/src', 'tooling', 'openapi/dist'];
const BUILD_INPUT_FILES = ['package-lock.json', 'tsconfig.json', 'web/package.json', 'web/vite.config.ts', 'web/react-router.config.ts', 'sdk/package.json', 'mocks/package.json'];
const repoDir = join(webDir, '..');
const cacheDir = join(repoDir, 'node_modules', '.cache', 'carsi-shop-builds');
/** Builds kept: the suite makes two kinds (mock mode, placeholder services), a developer's bench one more. */
const CACHE_KEEP = 6;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    // Tests are not built.
    return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
  });
}

/**
 * The build's cache key: its environment and every input file's content. None for a build that
 * prerenders pages, whose HTML holds what the services answered at build time.
 */
function cacheKey(env: Record<string, string>, sourcemap: boolean): string | undefined {
  const prerenders = env.VITE_USE_MOCKS !== 'true' && env.PRERENDER !== 'false';
  if (prerenders) return undefined;
  const hash = createHash('sha256').update(JSON.stringify({ env: Object.entries(env).sort(), sourcemap }));
  // A developer's web/.env files too: Vite reads them into the build.
  const envFiles = readdirSync(webDir).filter((name) => name.startsWith('.env')).map((name) => join(webDir, name));
  const files = [...BUILD_INPUTS.flatMap((dir) => filesUnder(join(repoDir, dir))), ...BUILD_INPUT_FILES.map((file) => join(repoDir, file)), ...envFiles].sort();
  for (const file of files) hash.update(relative(repoDir, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
}

/** Drops all but the newest CACHE_KEEP cached builds. */
function pruneCache(): void {
  const builds = readdirSync(cacheDir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ path: join(cacheDir, name), time: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(CACHE_KEEP)) rmSync(old.path, { recursive: true, force: true });
}

/**
 * Builds the shop into `dir`. Runs on the Node of this process (the repo's Node 22 under `npm run`);
 * the build's output is in the error when it fails. Resolves once the build has exited 0.
 * Asynchronous on purpose: a build that prerenders pages calls the services, which may be served by
 * this very process (the mock backend of `npm run bench:web`).
 * A build of the same environment and the same sources made before (by the build-output test, the
 * size check or the journeys, in one `npm test`) is copied from node_modules/.cache instead.
 */
export async function buildShop({ dir, env, sourcemap = false }: ShopBuildOptions): Promise<void> {
  // React Router empties only a build directory inside web/; this one is elsewhere.
  rmSync(dir, { recursive: true, force: true });
  const key = cacheKey(env, sourcemap);
  const cached = key && join(cacheDir, key);
  if (cached && existsSync(cached)) {
    cpSync(cached, dir, { recursive: true });
    return;
  }
  await runBuild(dir, env, sourcemap);
  if (!cached) return;
  // Copied under a name of its own, then renamed: another process may be reading or making the same entry.
  mkdirSync(cacheDir, { recursive: true });
  const staging = join(cacheDir, `.${key}-${process.pid}`);
  cpSync(dir, staging, { recursive: true });
  try {
    renameSync(staging, cached);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  pruneCache();
}

async function runBuild(dir: string, env: Record<string, string>, sourcemap: boolean): Promise<void> {
  const args = [reactRouterCli(), 'build', ...(sourcemap ? ['--sourcemapClient'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: webDir,
    env: { ...inheritedEnv(), NODE_ENV: 'production', ...env, WEB_BUILD_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`react-router build into ${dir} failed (exit ${code}):\n${Buffer.concat(output).toString()}`);
}

/**
 * The shop's production build as `npm run build` makes it, into a folder of choice: `react-router build`
 * in web/ (web/react-router.config.ts) in a Node process of its own, with the given environment and
 * WEB_BUILD_DIR, so the output lands in `<dir>/client` and `<dir>/server`. The benchmarks, the size
 * check, the journeys and the build-output test use it. Imports nothing of the shop.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = fileURLToPath(new URL('..', import.meta.url));

/** The three services at `apiUrl`, or mock mode (the in-browser mock backend) without one. */
export const shopEnv = (apiUrl?: string): Record<string, string> =>
  apiUrl
    ? { VITE_MAIN_API_URL: apiUrl, VITE_CONTENT_API_URL: apiUrl, VITE_LIVE_API_URL: apiUrl, VITE_USE_MOCKS: '' }
    : { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '', VITE_USE_MOCKS: 'true' };

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

/**
 * Builds the shop into `dir`. Runs on the Node of this process (the repo's Node 22 under `npm run`);
 * the build's output is in the error when it fails. Resolves once the build has exited 0.
 * Asynchronous on purpose: a build that prerenders pages calls the services, which may be served by
 * this very process (the mock backend of `npm run bench:web`).
 */
export async function buildShop({ dir, env, sourcemap = false }: ShopBuildOptions): Promise<void> {
  // React Router empties only a build directory inside web/; this one is elsewhere.
  rmSync(dir, { recursive: true, force: true });
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


import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { nodeOnSources } from '@carsi/tooling/node-on-sources';
import { buildShop as buildShopInto } from '../../build/build-shop.ts';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningShop {
  /** Its origin, without a trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * A production build of the shop with `env` (the VITE_* variables of config/build-mode.ts) in a folder
 * of its own (`<dir>/client`, `<dir>/server`), built by React Router's CLI as `npm run build` does.
 */
export async function buildShop(env: Record<string, string>, folderPrefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), folderPrefix));
  await buildShopInto({ dir, env });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A built shop's browser files served by `vite preview` as a static host serves them (`_headers`, one HTML file for every address). */
export async function previewStatic(dir: string): Promise<RunningShop> {
  process.env.WEB_BUILD_DIR = dir;
  const server = await preview({ root: webDir, configFile: join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'silent', preview: { port: 0, strictPort: false, open: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview server has no address');
  return { origin: url.replace(/\/$/, ''), close: () => server.close() };
}

/** A build for real services on the shop's own host (`npm run serve`), in a process of its own on a free loopback port. */
export const serveRendered = (dir: string): Promise<RunningShop> =>
  spawnListening("the shop's host", process.execPath, [join(webDir, 'server', 'serve.ts')], { NODE_ENV: 'production', WEB_BUILD_DIR: dir });

/**
 * The shop as a build for real services ships it, on its own host, with the mock backend served over
 * HTTP standing in for the three services: built into a temporary folder, removed by `close`.
 */
export async function startRenderedShop(folderPrefix: string, env: Record<string, string> = {}): Promise<RunningShop> {
  const services = await spawnMockServices();
  const api = services.origin;
  const built = await buildShop({ VITE_USE_MOCKS: '', VITE_MAIN_API_URL: api, VITE_CONTENT_API_URL: api, VITE_LIVE_API_URL: api, ...env }, folderPrefix);
  const shop = await serveRendered(built.dir);
  return {
    origin: shop.origin,
    close: async () => {
      await shop.close();
      await built.remove();
      await services.close();
    },
  };
}

/** A Vite dev server answers its client script; a preview of a build answers the app's index.html. */
export async function isDevServer(url: string): Promise<boolean> {
  const response = await fetch(`${url.replace(/\/$/, '')}/@vite/client`);
  return /javascript/.test(response.headers.get('content-type') ?? '');
}

/** Runs `command` with PORT=0 on loopback and resolves once it prints the address it listens on. */
function spawnListening(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const child = spawn(command, [...args], { env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      printed += text;
      const port = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(printed)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, close });
    });
    child.once('exit', (code) => reject(new Error(`${name} stopped (code ${String(code)}): ${errors}`)));
  });
}

/**
 * The mock backend over HTTP, as `npm run mocks:serve` runs it, in a process of its own: Playwright
 * would otherwise compile the whole backend, its generated handlers and its seed.
 */
export function spawnMockServices(): Promise<RunningShop> {
  const { command, args } = nodeOnSources(join(webDir, '..', 'mocks', 'src', 'serve.ts'));
  return spawnListening('the mock backend', command, args);
}

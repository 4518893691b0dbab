/**
 * A shop build of a journey's own, in a temporary folder, and its browser files on a static host
 * (security.spec.ts, when the run's own server is a dev server). The shop built for real services that
 * the rendered journeys share is e2e/support/serve-rendered-shop.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
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

/** A Vite dev server answers its client script; a preview of a build answers the app's index.html. */
export async function isDevServer(url: string): Promise<boolean> {
  const response = await fetch(`${url.replace(/\/$/, '')}/@vite/client`);
  return /javascript/.test(response.headers.get('content-type') ?? '');
}

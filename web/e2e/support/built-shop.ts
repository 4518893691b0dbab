import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltShop {
  /** The preview's origin, without a trailing slash. */
  origin: string;
  /** The build's folder (removed by `close`). */
  outDir: string;
  close: () => Promise<void>;
}

/**
 * A production build of the shop with `env` (the VITE_* variables of config/build-mode.ts), served by
 * `vite preview` on a free port with the headers and the page routing a static host gives.
 */
export async function buildAndPreview(env: Record<string, string>, folderPrefix: string): Promise<BuiltShop> {
  const outDir = await mkdtemp(join(tmpdir(), folderPrefix));
  Object.assign(process.env, env);
  const config = { root: webDir, configFile: join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'silent' as const };
  await build({ ...config, build: { outDir, emptyOutDir: true, reportCompressedSize: false } });
  const server = await preview({ ...config, build: { outDir }, preview: { port: 0, strictPort: false, open: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview server has no address');
  return {
    origin: url.replace(/\/$/, ''),
    outDir,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** A Vite dev server answers its client script; a preview of a build answers the app's index.html. */
export async function isDevServer(url: string): Promise<boolean> {
  const response = await fetch(`${url.replace(/\/$/, '')}/@vite/client`);
  return /javascript/.test(response.headers.get('content-type') ?? '');
}

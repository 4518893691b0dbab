/**
 * A production `vite build` of the shop with the given environment (service URLs, mock mode,
 * PRERENDER), for the tests and benches that build it themselves. The variables are set only for the
 * build and put back as they were afterwards.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** The three services at `apiUrl`, or mock mode (the in-browser mock backend) without one. */
export const shopEnv = (apiUrl?: string): Record<string, string> =>
  apiUrl
    ? { VITE_MAIN_API_URL: apiUrl, VITE_CONTENT_API_URL: apiUrl, VITE_LIVE_API_URL: apiUrl, VITE_USE_MOCKS: '' }
    : { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '', VITE_USE_MOCKS: 'true' };

export interface ShopBuild {
  outDir: string;
  env: Record<string, string>;
  /** Vite's manifest under `.vite/`, for reading what each page loads. */
  manifest?: boolean;
  /** Source maps beside the chunks, for reading traces. */
  sourcemap?: boolean;
  logLevel?: 'warn' | 'silent';
}

export async function buildShop({ outDir, env, manifest = false, sourcemap = false, logLevel = 'warn' }: ShopBuild): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel,
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, manifest, sourcemap },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

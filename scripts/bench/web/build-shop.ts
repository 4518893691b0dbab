/** A production build of the shop for the benches: for real services at `apiUrl`, or in mock mode. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));

interface ShopBuild {
  outDir: string;
  /** The three services' URL; mock mode (the in-browser mock backend) when absent. */
  apiUrl?: string;
  /** Source maps beside the chunks, for reading traces. */
  sourcemap?: boolean;
}

export async function buildShop({ outDir, apiUrl, sourcemap = false }: ShopBuild): Promise<void> {
  const env = apiUrl
    ? { VITE_MAIN_API_URL: apiUrl, VITE_CONTENT_API_URL: apiUrl, VITE_LIVE_API_URL: apiUrl, VITE_USE_MOCKS: '' }
    : { VITE_MAIN_API_URL: '', VITE_CONTENT_API_URL: '', VITE_LIVE_API_URL: '', VITE_USE_MOCKS: 'true' };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap },
      logLevel: 'warn',
    });
  } finally {
    process.env = saved;
  }
}

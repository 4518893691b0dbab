import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';
import { resolveBuildMode } from './src/config/build-mode.ts';

const webDir = new URL('.', import.meta.url).pathname;
const command = process.argv.includes('build') ? 'build' : 'serve';
const mode = resolveBuildMode(command, { ...loadEnv(process.env.NODE_ENV === 'production' ? 'production' : 'development', webDir, 'VITE_'), ...process.env });

/**
 * React Router's framework mode. Against real services the shop's server renders every page with its
 * data (`npm run serve`) and the front doors are also rendered at build time for static hosts. With
 * the mock backend in the browser (`npm start`, the demo build) the shop is a single-page app: one HTML
 * file, the mock service worker answers every call.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: !mode.useMocks,
  prerender: !mode.useMocks && process.env.PRERENDER !== 'false' ? ['/', '/sepetim'] : false,
} satisfies Config;

import type { Config } from '@react-router/dev/config';
import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeStaticHtmlPolicy } from './build/static-html-policy.ts';
import { shopBuildMode } from './build/shop-build-mode.ts';
import { rendersOnServer } from './src/config/build-mode.ts';

const mode = shopBuildMode();

const prerendering = rendersOnServer(mode) && process.env.PRERENDER !== 'false';
if (prerendering && process.argv.includes('build') && !process.env.VITE_SITE_URL) {
  // Pages written at build time know no request: their canonical and Open Graph addresses need the site's origin.
  console.warn('VITE_SITE_URL is not set: the pages prerendered for static hosts name http://localhost in their canonical and social-card links.');
}

/**
 * React Router's framework mode. Against real services the shop's server renders every page with its
 * data (`npm run serve`) and the front doors are also rendered at build time for static hosts. With
 * the mock backend in the browser (`npm start`, the demo build) the shop is a single-page app: one HTML
 * file, the mock service worker answers every call.
 */
export default {
  appDirectory: 'src/app',
  // WEB_BUILD_DIR puts a build elsewhere (the journeys' and the benchmarks' own builds beside a developer's dist/).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: rendersOnServer(mode),
  prerender: prerendering ? ['/', '/sepetim'] : false,
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeStaticHtmlPolicy(join(buildDirectory, 'client'), mode);
    // The server bundle is ES modules wherever it is copied to, whatever package.json is above it.
    const serverDir = join(buildDirectory, 'server');
    if (existsSync(serverDir)) await writeFile(join(serverDir, 'package.json'), '{ "type": "module" }\n');
  },
} satisfies Config;

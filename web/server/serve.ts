/**
 * The shop's host with pages drawn per request: `npm run serve` after `npm run build` (a build for real
 * services). Built by the shop's build into `<outDir>-server/serve.js` (build/prerender-worker.ts) with
 * every dependency inside; it serves the sibling `<outDir>` (web/dist) on PORT (default 8080), or the
 * folder SHOP_DIR names. The service addresses are the build's (VITE_*_API_URL), as in the browser.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { renderPage } from '../src/app/prerender/render-page.tsx';
import { resolveBuildMode, securityHeaders } from '../src/config/build-mode.ts';
import { isDrawnPerRequest } from '../src/config/prerender.ts';
import { createShopHost } from './shop-host.ts';
import { REQUEST_ANSWER_DEADLINE_MS, shopDirOfServer } from './server-build.ts';

const env: Record<string, string> = {
  VITE_MAIN_API_URL: import.meta.env.VITE_MAIN_API_URL ?? '',
  VITE_CONTENT_API_URL: import.meta.env.VITE_CONTENT_API_URL ?? '',
  VITE_LIVE_API_URL: import.meta.env.VITE_LIVE_API_URL ?? '',
};
const dir = process.env.SHOP_DIR ?? shopDirOfServer(dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT ?? 8080);

const host = createShopHost({
  dir,
  imagesFrom: env.VITE_MAIN_API_URL,
  headers: securityHeaders(resolveBuildMode('build', env)),
  render: (address) => renderPage(address, env, REQUEST_ANSWER_DEADLINE_MS),
  draws: isDrawnPerRequest,
  onShell: (address, reason) => console.warn(`${address}: the client-rendered shell (${reason})`),
  sessionCookie: AUTH_COOKIE_NAME,
});
host.listen(port, () => {
  const address = host.address();
  // spawn-host.ts reads this line to learn the port (PORT=0 takes a free one).
  console.log(`Çarşı: http://localhost:${typeof address === 'object' && address ? address.port : port} (${join(dir)})`);
});

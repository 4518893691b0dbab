/**
 * `npm run serve`: the built shop (`npm run build` for real services) on PORT (default 8080), from
 * web/dist or WEB_BUILD_DIR (as react-router.config.ts builds it).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createShopServer } from './shop-server.ts';

const distDir = process.env.WEB_BUILD_DIR ?? join(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 8080);
const build = (await import(pathToFileURL(join(distDir, 'server', 'index.js')).href)) as ServerBuild;

const server = createShopServer({ build, clientDir: join(distDir, 'client') }).listen(port, process.env.HOST ?? 'localhost', () => {
  const address = server.address();
  console.log(`Çarşı: the shop at http://localhost:${typeof address === 'object' && address ? address.port : port}`);
});

/**
 * `npm run serve`: the built shop (`npm run build` for real services) on PORT (default 8080).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createShopServer } from './shop-server.ts';

const distDir = join(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 8080);
const build = (await import(pathToFileURL(join(distDir, 'server', 'index.js')).href)) as ServerBuild;

createShopServer({ build, clientDir: join(distDir, 'client') }).listen(port, () => {
  console.log(`Çarşı: the shop at http://localhost:${port}`);
});

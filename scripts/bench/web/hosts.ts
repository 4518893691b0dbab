/**
 * The hosts the benches load pages from, each on a free loopback port: the real-services shop as
 * `npm run serve` deploys it (web/server/shop-server.ts around the built server bundle: pages rendered
 * per request), and a static host for a build without a server (the mock-mode SPA, the floor page):
 * gzip, as a CDN would, the files as they are and `index.html` for every other address.
 */
import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createShopServer } from '../../../web/server/shop-server.ts';
import { clientDirOf, serverBundleOf } from '../../../web/build/build-shop.ts';

export interface RunningHost {
  /** The host's origin, without a trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

async function listen(app: express.Express): Promise<RunningHost> {
  const server: Server = await new Promise((resolve, reject) => {
    const started = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(started)));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The shop built into `buildDir` for real services, served as `npm run serve` serves web/dist. */
export async function startShopHost(buildDir: string): Promise<RunningHost> {
  // The bundle carries React; production is what `npm run serve` runs it as.
  process.env.NODE_ENV = 'production';
  const build = (await import(pathToFileURL(serverBundleOf(buildDir)).href)) as ServerBuild;
  return listen(createShopServer({ build, clientDir: clientDirOf(buildDir) }));
}

/** The files of `dir` (a SPA's or a page's build), with `index.html` for any address that is not a file. */
export async function startStaticHost(dir: string): Promise<RunningHost> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(express.static(dir));
  app.use((request, response, next) => (request.method === 'GET' || request.method === 'HEAD' ? response.sendFile('index.html', { root: dir }) : next()));
  return listen(app);
}

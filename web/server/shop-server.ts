import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';

/** What the server build tells its host (entry.server.tsx's `hostSettings`). */
export interface HostSettings {
  /** The main service's origin, which serves the contract's `/images/*`. */
  imagesFrom: string;
  /** The security headers of every answer that is not a rendered page (pages carry their own, with a nonce). */
  headers: Record<string, string>;
}

export interface ShopServerOptions {
  /** The built shop's server bundle (`dist/server/index.js`). */
  build: ServerBuild;
  /** The built shop's browser files (`dist/client`). */
  clientDir: string;
}

const settingsOf = (build: ServerBuild): HostSettings => {
  const settings = (build.entry.module as { hostSettings?: HostSettings }).hostSettings;
  if (!settings) throw new Error('The server build has no hostSettings: build it from web/src/app/entry.server.tsx.');
  return settings;
};

/** The contract's pictures are relative addresses under /images that the main service serves. */
async function forwardImage(request: Request, response: Response, origin: string): Promise<void> {
  try {
    const answer = await fetch(new URL(request.originalUrl, origin), { headers: { accept: request.get('accept') ?? '*/*' } });
    response.status(answer.status);
    for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = answer.headers.get(name);
      if (value) response.set(name, value);
    }
    response.send(Buffer.from(await answer.arrayBuffer()));
  } catch {
    response.sendStatus(502);
  }
}

/**
 * The shop's host: React Router's request handler on Express, which renders every page with its data
 * (no state of its own: any number of them behind a load balancer). Compression, the build's hashed
 * files cached for a year, a missing file a 404, the pictures forwarded to the main service, and the
 * security headers on every answer.
 */
export function createShopServer({ build, clientDir }: ShopServerOptions): Express {
  const settings = settingsOf(build);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // A rendered page sends its own security headers (its CSP names the nonce of its inline scripts,
  // entry.server.tsx); files and pictures get the build's.
  const withPolicy = (response: Response) => {
    response.set(settings.headers);
  };
  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, setHeaders: withPolicy }));
  if (settings.imagesFrom) {
    app.use('/images', (request, response) => {
      withPolicy(response);
      void forwardImage(request, response, settings.imagesFrom);
    });
  }
  // The rest of public/ (favicon, …); never the front doors prerendered for static hosts: pages are rendered fresh.
  app.use(
    express.static(clientDir, {
      index: false,
      // /sepetim is a page, not the folder of its prerendered copy.
      redirect: false,
      setHeaders: (response) => {
        withPolicy(response);
        response.set('Cache-Control', 'no-cache');
      },
    }),
  );
  app.all('*splat', createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}

/**
 * The shop's host: serves a built shop folder over HTTP as a CDN would (gzip, immutable assets), routes
 * `/images/*` to the service that draws them (the contract's images are relative addresses), and
 * answers a page address with HTML. With a renderer (web/server/serve.ts) every page is drawn per
 * request with its content from the services' current answers; without one, or when a page cannot be
 * drawn in time, the host answers with the build's prerendered page for that address or the
 * client-rendered shell, as a static host does. The bench (scripts/bench/web.ts) serves its builds
 * with it too.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { HASHED_ASSET_CACHE, HASHED_ASSETS_DIR } from '../src/config/build-mode.ts';
import { drawnAddress, holdsSessionCookie, prerenderedFile, SPA_FALLBACK_FILE } from '../src/config/prerender.ts';
import type { PrerenderResult } from '../src/app/prerender/render-page.tsx';
import { drawnPageHtml, startLaterAsset } from './page-html.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/** The HTML file a static host answers an address with: its prerendered page, else the shell. */
export function htmlFileFor(outDir: string, pathname: string): string {
  const prerendered = join(outDir, prerenderedFile(pathname));
  if (pathname.startsWith('/') && !pathname.includes('..') && existsSync(prerendered) && statSync(prerendered).isFile()) return prerendered;
  const fallback = join(outDir, SPA_FALLBACK_FILE);
  return existsSync(fallback) ? fallback : join(outDir, 'index.html');
}

export interface ShopHostOptions {
  /** The built shop (Vite's outDir). */
  dir: string;
  /** The origin `/images/*` is forwarded to (the main service). */
  imagesFrom?: string;
  /** Draws one address (path and query) with its content; see app/prerender/render-page.tsx. */
  render?: (address: string) => Promise<PrerenderResult>;
  /** Which paths `render` draws (default: all); the others get the static answer. */
  draws?: (pathname: string) => boolean;
  /** Sent with every answer (the security headers of config/build-mode.ts). */
  headers?: Record<string, string>;
  /** Told why a page was answered with the shell instead of being drawn. */
  onShell?: (address: string, reason: string) => void;
  /** The session cookie's name: a drawn page asked for with it comes marked as a member's device's. */
  sessionCookie?: string;
}

const acceptsGzip = (request: IncomingMessage): boolean => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

function forwardImage(request: IncomingMessage, response: ServerResponse, origin: string): void {
  const upstream = forward(new URL(request.url ?? '/', origin), { headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.writeHead(502).end());
  upstream.end();
}

export function createShopHost({ dir, imagesFrom, render, draws = () => true, headers = {}, onShell, sessionCookie }: ShopHostOptions): Server {
  const root = normalize(dir);
  // Settled once: the shell a drawn page is made from and the script that starts its app. A build
  // without that script (PRERENDER=false, mock mode) is served as a static host serves it.
  const shellFile = join(root, SPA_FALLBACK_FILE);
  const shell = render && existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
  const startLater = shell ? startLaterAsset(shell) : undefined;
  const drawing = render && shell && startLater && existsSync(join(root, startLater.fileName)) ? { render, shell, startLaterSrc: `/${startLater.fileName}` } : undefined;

  const headersFor = (request: IncomingMessage, ext: string, cacheControl: string): { headers: Record<string, string>; gzip: boolean } => {
    const gzip = compressible.has(ext) && acceptsGzip(request);
    return {
      gzip,
      headers: {
        ...headers,
        'Content-Type': types[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl,
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      },
    };
  };

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: string): void => {
    const immutable = file.startsWith(join(root, HASHED_ASSETS_DIR) + sep);
    const { headers: answer, gzip } = headersFor(request, extname(file), immutable ? HASHED_ASSET_CACHE : 'no-cache');
    response.writeHead(200, answer);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  };

  const sendPage = async (request: IncomingMessage, response: ServerResponse, address: string, pathname: string): Promise<void> => {
    if (drawing && draws(pathname)) {
      let result: PrerenderResult;
      try {
        result = await drawing.render(address);
      } catch (error) {
        result = { skipped: error instanceof Error ? error.message : String(error) };
      }
      if ('page' in result) {
        const memberDevice = sessionCookie !== undefined && holdsSessionCookie(request.headers.cookie ?? '', sessionCookie);
        const html = Buffer.from(drawnPageHtml(drawing.shell, { address, ...result.page }, drawing.startLaterSrc, memberDevice ? 'member' : 'visitor'));
        // A member's copy differs from everyone else's by its mark: a shared cache must not keep it.
        const { headers: answer, gzip } = headersFor(request, '.html', memberDevice ? 'private, no-cache' : 'no-cache');
        response.writeHead(200, answer);
        response.end(gzip ? gzipSync(html) : html);
        return;
      }
      onShell?.(address, result.skipped);
    }
    sendFile(request, response, htmlFileFor(root, pathname));
  };

  return createServer((request, response) => {
    if (imagesFrom && request.url?.startsWith('/images/')) return forwardImage(request, response, imagesFrom);
    const url = new URL(request.url ?? '/', 'http://shop');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, headers).end();
      return;
    }
    const candidate = normalize(join(root, pathname));
    if (candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile() && extname(candidate) !== '.html') {
      return sendFile(request, response, candidate);
    }
    // A chunk of another build (a tab open across a deployment) is missing, not a page.
    if (pathname.startsWith('/assets/')) {
      response.writeHead(404, headers).end();
      return;
    }
    void sendPage(request, response, drawnAddress(url.pathname, url.search), pathname);
  });
}

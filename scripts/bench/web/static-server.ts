/**
 * A static host for the benchmark: serves a built folder over loopback with gzip (as a CDN would) and
 * answers an app address with its prerendered page or the client-rendered shell, as the shop's host does. The app and the floor page are served the same way so their
 * figures compare. `imagesFrom` routes `/images/*` to the service that draws them, as the shop's host
 * does (the contract's images are relative addresses under /images).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { htmlFileFor } from '../../../web/build/prerender-pages.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

export function serveStatic(dir: string, { imagesFrom }: { imagesFrom?: string } = {}): Server {
  return createServer((request, response) => {
    if (imagesFrom && request.url?.startsWith('/images/')) {
      const upstream = forward(new URL(request.url, imagesFrom), { headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.writeHead(502).end());
      upstream.end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidate = normalize(join(dir, pathname));
    const inside = candidate.startsWith(dir);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : htmlFileFor(dir, pathname);
    const ext = extname(file);
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
}

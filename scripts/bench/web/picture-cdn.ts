/**
 * BENCH_PICTURES=jpeg: a stand-in for the image CDN a deployed shop sits behind. It passes every request
 * to the mock services unchanged, except the pictures: those it asks the mock backend for (an SVG
 * illustration) and answers as a JPEG, as product photos reach a phone. An SVG picture is a document the
 * page's main thread builds, parses and lays out on its main thread; a JPEG decodes off it.
 * Each picture is drawn once (resvg's WebAssembly build with the DejaVu fonts Debian ships) and kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jpeg from 'jpeg-js';

const JPEG_QUALITY = 80;
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => `/usr/share/fonts/truetype/dejavu/${name}`);

export interface PictureCdn {
  origin: string;
  /** Draws the pictures of these addresses ahead of the measured loads, which then find them ready. */
  warm: (paths: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
}

export async function startPictureCdn(upstream: string): Promise<PictureCdn> {
  await initWasm(readFileSync(fileURLToPath(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm'))));
  const fontBuffers = FONT_FILES.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  const drawn = new Map<string, Promise<Buffer>>();

  const jpegOf = (path: string): Promise<Buffer> => {
    let picture = drawn.get(path);
    if (!picture) {
      picture = fetch(new URL(path, upstream)).then(async (answer) => {
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        const image = new Resvg(await answer.text(), { font: { fontBuffers, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' } }).render();
        return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data;
      });
      // A failed draw is asked again next time rather than kept.
      picture.catch(() => drawn.delete(path));
      drawn.set(path, picture);
    }
    return picture;
  };

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path.startsWith('/images/')) {
      jpegOf(path).then(
        (body) => res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length, 'Cache-Control': 'public, max-age=3600' }).end(body),
        () => res.writeHead(404).end(),
      );
      return;
    }
    const target = new URL(path, upstream);
    const passed = forward(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    passed.on('error', () => res.writeHead(502).end());
    req.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    warm: async (paths) => {
      await Promise.all(paths.map((path) => jpegOf(path).catch(() => undefined)));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every picture address a page's HTML names (`src` and each `srcset` candidate), as paths. */
export function picturePathsIn(html: string): string[] {
  const paths = new Set<string>();
  for (const [, value] of html.matchAll(/(?:src|srcset)="([^"]+)"/g)) {
    for (const candidate of (value ?? '').split(',')) {
      const address = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&') ?? '';
      const path = address.replace(/^https?:\/\/[^/]+/, '');
      if (path.startsWith('/images/')) paths.add(path);
    }
  }
  return [...paths];
}

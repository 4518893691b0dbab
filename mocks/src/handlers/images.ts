/**
 * Draws `/images/<kind>/<name>.svg?t=<title>&w=<width>` on request (views/illustration.ts): an
 * illustration with the item's name, sized to the requested width; no external hosts. A seller's
 * uploaded picture (`/images/uploads/<name>`) is answered as it was sent, at any `w`.
 */
import { http, HttpResponse } from 'msw';
import { keptUpload } from '../db/uploads.ts';
import { PICTURES_DIR, UPLOADS_KIND } from '../shared/image.ts';
import { illustrate } from '../views/illustration.ts';

export function imageSvg(kind: string, file: string, search: URLSearchParams): string {
  const seed = file.replace(/\.(svg|jpg|jpeg|png|webp)$/i, '');
  const width = Number(search.get('w'));
  const title = search.get('t')?.trim();
  const subtitle = search.get('s')?.trim();
  return illustrate({
    kind,
    seed,
    ...(title ? { title } : {}),
    ...(subtitle ? { subtitle } : {}),
    ...(width > 0 ? { width } : {}),
  }).svg;
}

export const imageHandlers = [
  http.get(`*/${PICTURES_DIR}/${UPLOADS_KIND}/:file`, ({ params }) => {
    const upload = keptUpload(String(params.file));
    // A picture no longer in memory falls through to a drawing rather than a broken image.
    if (!upload) return undefined;
    return new HttpResponse(upload.bytes, {
      headers: {
        'Content-Type': upload.type,
        // Every upload has a new name, so its bytes never change under it.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
  http.get(`*/${PICTURES_DIR}/:kind/:file`, ({ params, request }) =>
    new HttpResponse(imageSvg(String(params.kind), String(params.file), new URL(request.url).searchParams), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    })),
];

/**
 * Draws `/images/<kind>/<name>.svg?t=<title>&w=<width>` on request (views/illustration.ts): an
 * illustration with the item's name, sized to the requested width; no external hosts.
 */
import { http, HttpResponse } from 'msw';
import { PICTURES_DIR } from '../views/image.ts';
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
  http.get(`*/${PICTURES_DIR}/:kind/:file`, ({ params, request }) =>
    new HttpResponse(imageSvg(String(params.kind), String(params.file), new URL(request.url).searchParams), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    })),
];

/** Draws `/images/<kind>/<name>.svg` on request: a coloured card with the name, no external hosts. */
import { http, HttpResponse } from 'msw';

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SIZES: Partial<Record<string, (name: string) => [number, number]>> = {
  banners: (name) => (name.endsWith('-mobil') ? [750, 750] : [1440, 400]),
  products: () => [600, 800],
  listings: () => [600, 800],
  categories: () => [400, 400],
  blog: () => [1200, 630],
  live: () => [1280, 720],
};

const LABELS: Partial<Record<string, string>> = {
  products: 'Ürün', listings: 'İlan', sellers: 'Mağaza', brands: 'Marka', banners: 'Kampanya', categories: 'Kategori',
  blog: 'Blog', live: 'Canlı yayın', services: 'Hizmet', avatars: 'Profil',
};

export function placeholderSvg(kind: string, name: string): string {
  const [width, height] = SIZES[kind]?.(name) ?? [200, 200];
  const h = hue(`${kind}/${name}`);
  const label = escapeXml(`${LABELS[kind] ?? 'Görsel'} ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`
    + `<rect width="100%" height="100%" fill="hsl(${h} 55% 88%)"/>`
    + `<circle cx="${width / 2}" cy="${height / 2 - 20}" r="${Math.min(width, height) / 6}" fill="hsl(${h} 50% 60%)"/>`
    + `<text x="50%" y="${height / 2 + Math.min(width, height) / 6 + 20}" font-family="sans-serif" font-size="${Math.max(14, Math.round(Math.min(width, height) / 14))}" text-anchor="middle" fill="hsl(${h} 40% 25%)">${label}</text></svg>`;
}

export const imageHandlers = [
  http.get('*/images/:kind/:file', ({ params }) => {
    const kind = String(params.kind);
    const name = String(params.file).replace(/\.(svg|jpg|jpeg|png|webp)$/i, '');
    return new HttpResponse(placeholderSvg(kind, name), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  }),
];

/**
 * Images live on the mock itself: /images/<kind>/<name>.svg?t=<name shown> is drawn on request
 * (handlers/images.ts, views/illustration.ts); clients add `w=<width>` for a smaller copy (srcset).
 */
export interface ImageView {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export type ImageKind = 'products' | 'sellers' | 'brands' | 'categories' | 'banners' | 'listings' | 'blog' | 'live' | 'services' | 'avatars';

/** Where the backend's pictures live: `/images/<kind>/<file>`, under any service's origin (handlers/images.ts draws them). */
export const PICTURES_DIR = 'images';

/** The kind under which sellers' uploaded pictures are served as they were sent (db/uploads.ts), not drawn. */
export const UPLOADS_KIND = 'uploads';

/** The name a picture shows: the alt text without "görsel 2", "logosu" or "kapak görseli". */
export const shownName = (alt: string): string =>
  alt.replace(/,\s*görsel \d+$/u, '').replace(/\s+(logosu|kapak görseli)$/u, '').trim();

/**
 * Image URLs already written, by kind and name; each remembers the alt text and subtitle it was
 * made from and is made again when they differ. A listing page asks for dozens per request and the
 * same ones on every request; building one trims the alt text with two expressions and encodes it.
 * Keyed by the short name rather than one joined key: joining the alt text into the key made every
 * lookup flatten and hash a long string, which cost more than the rest of a card. Bounded: past the
 * limit it starts over.
 */
interface WrittenUrl {
  alt: string;
  subtitle: string | undefined;
  url: string;
}
const urls = new Map<ImageKind, Map<string | number, WrittenUrl>>();
let written = 0;
const URL_LIMIT = 8192;

function imageUrl(kind: ImageKind, name: string | number, alt: string, subtitle: string | undefined): string {
  let byName = urls.get(kind);
  const known = byName?.get(name);
  if (known && known.alt === alt && known.subtitle === subtitle) return known.url;
  const query = new URLSearchParams({ t: shownName(alt) });
  if (subtitle) query.set('s', subtitle);
  const url = `/${PICTURES_DIR}/${kind}/${name}.svg?${query.toString()}`;
  if (!known) {
    if (written >= URL_LIMIT) {
      urls.clear();
      written = 0;
      byName = undefined;
    }
    written += 1;
  }
  if (!byName) {
    byName = new Map();
    urls.set(kind, byName);
  }
  byName.set(name, { alt, subtitle, url });
  return url;
}

export function imageOf(kind: ImageKind, name: string | number, alt: string, width = 600, height = 800, subtitle?: string): ImageView {
  return { url: imageUrl(kind, name, alt, subtitle), width, height, alt };
}

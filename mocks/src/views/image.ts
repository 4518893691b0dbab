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

/** The name a picture shows: the alt text without "görsel 2", "logosu" or "kapak görseli". */
export const shownName = (alt: string): string =>
  alt.replace(/,\s*görsel \d+$/u, '').replace(/\s+(logosu|kapak görseli)$/u, '').trim();

/**
 * Image URLs already written, by kind, name, alt and subtitle. A listing page asks for dozens per
 * request and the same ones on every request; building one trims the alt text with two expressions
 * and encodes it. Bounded: past the limit it starts over.
 */
const urls = new Map<string, string>();
const URL_LIMIT = 8192;

function imageUrl(kind: ImageKind, name: string | number, alt: string, subtitle: string | undefined): string {
  const key = `${kind}\u0000${name}\u0000${alt}\u0000${subtitle ?? ''}`;
  let url = urls.get(key);
  if (url === undefined) {
    const query = new URLSearchParams({ t: shownName(alt) });
    if (subtitle) query.set('s', subtitle);
    url = `/images/${kind}/${name}.svg?${query.toString()}`;
    if (urls.size >= URL_LIMIT) urls.clear();
    urls.set(key, url);
  }
  return url;
}

export function imageOf(kind: ImageKind, name: string | number, alt: string, width = 600, height = 800, subtitle?: string): ImageView {
  return { url: imageUrl(kind, name, alt, subtitle), width, height, alt };
}

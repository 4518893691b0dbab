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

export function imageOf(kind: ImageKind, name: string | number, alt: string, width = 600, height = 800, subtitle?: string): ImageView {
  const query = new URLSearchParams({ t: shownName(alt) });
  if (subtitle) query.set('s', subtitle);
  return { url: `/images/${kind}/${name}.svg?${query.toString()}`, width, height, alt };
}

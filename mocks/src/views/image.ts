/** Images live on the mock itself: /images/<kind>/<name>.svg is drawn on request (see handlers/images.ts). */
export interface ImageView {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export type ImageKind = 'products' | 'sellers' | 'brands' | 'categories' | 'banners' | 'listings' | 'blog' | 'live' | 'services' | 'avatars';

export function imageOf(kind: ImageKind, name: string | number, alt: string, width = 600, height = 800): ImageView {
  return { url: `/images/${kind}/${name}.svg`, width, height, alt };
}

import type { ShopImageSource } from '@/components/ui/shop-image.tsx';

/**
 * The box of a blog cover: its own proportions, so nothing of the picture is cut off (a cover may carry
 * type, and a 16:9 box cropped a 1200×630 cover's words on both sides).
 */
export const coverAspectRatio = (cover: Pick<ShopImageSource, 'width' | 'height'>): string =>
  cover.width > 0 && cover.height > 0 ? `${cover.width} / ${cover.height}` : '16 / 9';

import type { CSSProperties } from 'react';
import { classNames } from '@/utils/class-names.ts';
import { imageLoading, type ImagePriority } from './image-loading.ts';
import { imageSrcSet } from './image-srcset.ts';

export interface ShopImageSource {
  url: string;
  width: number;
  height: number;
  alt: string;
}

interface ShopImageProps {
  image: ShopImageSource;
  /** How wide the picture is shown, for the browser to pick a copy (a phone loads a small one). */
  sizes: string;
  /** Alt text when the picture is the item's own; "" for decorative copies (thumbnails). */
  alt?: string;
  priority?: ImagePriority;
  /** The caller's own shape for it (a cover's aspect ratio), in the caller's `.css`. */
  className?: string;
  /** What only this picture has (its own aspect ratio). */
  style?: CSSProperties;
}

/**
 * A picture from the shop's image endpoint with `srcset`/`sizes`, filling its box (shop-image.css). Plain
 * markup: lists of pictures load and hydrate without MUI.
 */
export function ShopImage({ image, sizes, alt, priority, className, style }: ShopImageProps) {
  const srcSet = imageSrcSet(image.url, image.width);
  return (
    <img
      className={classNames('shop-image', className)}
      style={style}
      src={image.url}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt ?? image.alt}
      {...imageLoading(priority)}
      decoding="async"
      width={image.width}
      height={image.height}
    />
  );
}

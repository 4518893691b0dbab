import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
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
  sx?: SxProps<Theme>;
}

/** A picture from the shop's image endpoint with `srcset`/`sizes`, filling its box. */
export function ShopImage({ image, sizes, alt, priority, sx }: ShopImageProps) {
  const srcSet = imageSrcSet(image.url, image.width);
  return (
    <Box
      component="img"
      src={image.url}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt ?? image.alt}
      {...imageLoading(priority)}
      decoding="async"
      width={image.width}
      height={image.height}
      sx={[{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

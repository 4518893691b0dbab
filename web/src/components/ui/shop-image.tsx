import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet } from './image-srcset.ts';

export interface ShopImageSource {
  url: string;
  width: number;
  height: number;
  alt: string;
}

interface ShopImageProps {
  image: ShopImageSource;
  /** How wide the picture is drawn, for the browser to pick a copy (a phone loads a small one). */
  sizes: string;
  /** Alt text when the picture is the item's own; "" for decorative copies (thumbnails). */
  alt?: string;
  /**
   * 'lead': the page's main picture (its largest paint), loaded at once and ahead of other pictures;
   * 'visible': drawn in the first screen, loaded at once. Without it, loaded as it nears the screen.
   */
  priority?: 'lead' | 'visible';
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'lead' ? 'high' : 'auto'}
      decoding="async"
      width={image.width}
      height={image.height}
      sx={[{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

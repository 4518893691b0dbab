import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image } from '@carsi/sdk/main';
import { useState } from 'react';
import { ShopImage } from '../ui/shop-image.tsx';

/** The large picture with thumbnails below; a thumbnail shows its picture large. */
interface ImageGalleryProps {
  images: readonly Image[];
  title: string;
  /** The thumbnails' list name, e.g. "Ürün görselleri" or "İlan görselleri". */
  label: string;
}

export function ImageGallery({ images, title, label }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <Box>
      <Box sx={{ aspectRatio: '3 / 4', bgcolor: 'grey.100', borderRadius: 2, overflow: 'hidden' }}>
        <ShopImage image={current} alt={current.alt || title} sizes="(max-width: 900px) 100vw, 560px" priority="lead" />
      </Box>
      {images.length > 1 && (
        <Box component="ul" aria-label={label} sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1, overflowX: 'auto' }}>
          {images.map((image, at) => (
            <li key={`${image.url}-${at}`}>
              <ButtonBase
                aria-label={`Görsel ${at + 1}`}
                aria-pressed={at === index}
                onClick={() => setIndex(at)}
                sx={{
                  width: 64,
                  aspectRatio: '3 / 4',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: at === index ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                }}
              >
                <ShopImage image={image} alt="" sizes="64px" />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

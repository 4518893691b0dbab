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

/** Plain markup (image-gallery.css): the first screen of a product or a listing carries no MUI for it. */
export function ImageGallery({ images, title, label }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div>
      <div className="image-gallery__picture">
        <ShopImage image={current} alt={current.alt || title} sizes="(max-width: 900px) 100vw, 560px" priority="lead" />
      </div>
      {images.length > 1 && (
        <ul aria-label={label} className="image-gallery__thumbnails">
          {images.map((image, at) => (
            <li key={`${image.url}-${at}`}>
              <button type="button" className="image-gallery__thumbnail" aria-label={`Görsel ${at + 1}`} aria-pressed={at === index} onClick={() => setIndex(at)}>
                <ShopImage image={image} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The pictures sellers upload with a listing, kept in memory and served back at their own address
 * (`/images/uploads/<name>`, handlers/images.ts). They are not part of the store: the in-browser
 * backend saves the store to localStorage, which could not hold photos, so after a reload (or once
 * the oldest are dropped past CAPS.uploadBytes) a listing shows its drawn illustration again.
 */
import { CAPS } from './caps.ts';
import { randomToken } from '../http/random-token.ts';
import type { ImageType, PixelSize } from '../http/image-size.ts';
import type { ListingUpload } from './vertical-types.ts';

interface KeptImage {
  bytes: Uint8Array<ArrayBuffer>;
  type: ImageType;
}

const kept = new Map<string, KeptImage>();
let keptBytes = 0;

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

function drop(name: string): void {
  const image = kept.get(name);
  if (!image) return;
  kept.delete(name);
  keptBytes -= image.bytes.byteLength;
}

/**
 * Keeps one listing's uploaded pictures and answers where they are. Each name is new (a random part),
 * so a replaced picture never answers from a browser's cache under an old address.
 */
export function keepListingUploads(listingId: number, images: readonly { bytes: Uint8Array<ArrayBuffer>; size: PixelSize }[]): ListingUpload[] {
  return images.map(({ bytes, size }, index) => {
    const name = `${listingId}-${index + 1}-${randomToken().slice(0, 12)}.${EXTENSIONS[size.type]}`;
    kept.set(name, { bytes, type: size.type });
    keptBytes += bytes.byteLength;
    // Maps iterate in insertion order: the first names are the oldest pictures.
    for (const oldest of kept.keys()) {
      if (keptBytes <= CAPS.uploadBytes || oldest === name) break;
      drop(oldest);
    }
    return { name, width: size.width, height: size.height };
  });
}

/** The bytes and format of a kept picture; undefined once dropped or after a reload. */
export const keptUpload = (name: string): KeptImage | undefined => kept.get(name);

/** Pictures a listing no longer shows (replaced by an update) leave memory at once. */
export function forgetUploads(uploads: readonly ListingUpload[] | undefined): void {
  for (const upload of uploads ?? []) drop(upload.name);
}

/** Back to the seed: no uploaded pictures. */
export function clearUploads(): void {
  kept.clear();
  keptBytes = 0;
}

/** Pixel size and format of an uploaded PNG, JPEG, GIF or WebP from its header bytes (undefined when unreadable). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface PixelSize {
  width: number;
  height: number;
  /** The format the bytes are, whatever the upload claimed: a kept picture is served back as this. */
  type: ImageType;
}

function png(b: Uint8Array, v: DataView): PixelSize | undefined {
  if (b.length < 24 || b[0] !== 0x89 || b[1] !== 0x50 || b[2] !== 0x4e || b[3] !== 0x47) return undefined;
  return { width: v.getUint32(16), height: v.getUint32(20), type: 'image/png' };
}

function gif(b: Uint8Array, v: DataView): PixelSize | undefined {
  if (b.length < 10 || b[0] !== 0x47 || b[1] !== 0x49 || b[2] !== 0x46) return undefined;
  return { width: v.getUint16(6, true), height: v.getUint16(8, true), type: 'image/gif' };
}

function jpeg(b: Uint8Array, v: DataView): PixelSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    const length = v.getUint16(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: v.getUint16(at + 5), width: v.getUint16(at + 7), type: 'image/jpeg' };
    }
    at += 2 + length;
  }
  return undefined;
}

function webp(b: Uint8Array, v: DataView): PixelSize | undefined {
  const tag = (from: number): string => String.fromCharCode(...b.subarray(from, from + 4));
  if (b.length < 30 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return undefined;
  const chunk = tag(12);
  if (chunk === 'VP8X') return { width: 1 + (v.getUint32(24, true) & 0xffffff), height: 1 + (v.getUint32(27, true) & 0xffffff), type: 'image/webp' };
  if (chunk === 'VP8 ') return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff, type: 'image/webp' };
  if (chunk === 'VP8L') {
    const bits = v.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), type: 'image/webp' };
  }
  return undefined;
}

export function pixelSize(bytes: Uint8Array): PixelSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return png(bytes, view) ?? jpeg(bytes, view) ?? gif(bytes, view) ?? webp(bytes, view);
}

/** A minimal valid PNG header of the given size (tests, bench and curl examples upload these). */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

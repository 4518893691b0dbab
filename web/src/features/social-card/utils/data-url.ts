/** The bytes of a base64 `data:` URL (what Vite's `?url&inline` import gives). */
export function dataUrlBytes(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || !dataUrl.slice(0, comma).endsWith(';base64')) throw new Error('Not a base64 data: URL.');
  return Buffer.from(dataUrl.slice(comma + 1), 'base64');
}

/** Bytes as a base64 `data:` URL of `mediaType`, for satori's `<img src>`. */
export const bytesDataUrl = (bytes: Uint8Array, mediaType: string): string => `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

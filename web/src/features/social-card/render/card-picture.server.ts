import { sdkConfig } from '@carsi/sdk/runtime';
import { bytesDataUrl } from '../utils/data-url.ts';
import { svgToPng } from './resvg.server.ts';

/** A picture that takes longer than this is left out: a link preview must not wait on a slow CDN. */
const PICTURE_TIMEOUT_MS = 3000;
/** Larger files are left out rather than read into memory. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** The width an SVG picture is drawn at: a little over the card's picture box, so it is only ever scaled down. */
const SVG_RASTER_WIDTH = 600;

const isPng = (bytes: Uint8Array): boolean => bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array): boolean => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const looksLikeSvg = (bytes: Uint8Array, contentType: string): boolean =>
  contentType.includes('image/svg+xml') || /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(new TextDecoder().decode(bytes.subarray(0, 512)));

/**
 * The record's picture as a `data:` URL satori can draw, or undefined when it cannot be had: the card is
 * then drawn without it, never failed for it. The contract's pictures may be addresses relative to the
 * main service (`/images/...`, as the mock backend gives them) or absolute (a CDN). PNG and JPEG are
 * taken as they are; an SVG is drawn to PNG first (satori would otherwise embed it for resvg to draw
 * inside the card, where a broken one could fail the whole card). Any other format is left out.
 */
export async function cardPicture(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  try {
    const address = new URL(url, `${sdkConfig().baseUrls.main || 'http://invalid.invalid'}/`);
    if (address.protocol !== 'http:' && address.protocol !== 'https:') return undefined;
    const response = await fetch(address, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), headers: { Accept: 'image/png,image/jpeg,image/svg+xml;q=0.9,*/*;q=0.1' } });
    if (!response.ok) return undefined;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_PICTURE_BYTES) return undefined;
    if (isPng(bytes)) return bytesDataUrl(bytes, 'image/png');
    if (isJpeg(bytes)) return bytesDataUrl(bytes, 'image/jpeg');
    if (looksLikeSvg(bytes, response.headers.get('content-type') ?? '')) {
      const png = await svgToPng(new TextDecoder().decode(bytes), { fitTo: { mode: 'width', value: SVG_RASTER_WIDTH } });
      return bytesDataUrl(png, 'image/png');
    }
    return undefined;
  } catch (error) {
    console.warn(`Social card: picture ${url} left out:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** The shop's image endpoint draws a copy of any width: `?w=<px>` (or `&w=` after other options). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1440] as const;

export function sizedImageUrl(url: string, width: number): string {
  if (/^(data|blob):/i.test(url)) return url;
  const [path = '', hash] = url.split('#', 2);
  const sized = `${path}${path.includes('?') ? '&' : '?'}w=${Math.round(width)}`;
  return hash === undefined ? sized : `${sized}#${hash}`;
}

/** A `srcset` up to the picture's own width (no upscaled copies); empty for inline images. */
export function imageSrcSet(url: string, naturalWidth: number, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (/^(data|blob):/i.test(url)) return undefined;
  const usable = widths.filter((w) => w < naturalWidth);
  return [...usable, naturalWidth].map((w) => `${sizedImageUrl(url, w)} ${w}w`).join(', ');
}

import { errorMessageFor, MIN_IMAGE_SIZES } from '@carsi/sdk/runtime';

export interface PixelSize {
  width: number;
  height: number;
}

const [large, small] = MIN_IMAGE_SIZES;

/**
 * The rule the server applies before upload (spec §5): below 400x400 is 2000-0096, below 600x800 is
 * 2000-0052; the message is the catalogue's. Undefined when the image is big enough.
 */
export function imageSizeProblem(size: PixelSize): string | undefined {
  if (size.width < small.width || size.height < small.height) return errorMessageFor('2000-0096');
  if (size.width < large.width || size.height < large.height) return errorMessageFor('2000-0052');
  return undefined;
}

/** The pixel size of an image file, read by the browser; undefined when it is not a readable image. */
export function readImageSize(file: Blob): Promise<PixelSize | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(undefined);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

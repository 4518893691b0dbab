import { describe, expect, it } from 'vitest';
import { imageSrcSet, sizedImageUrl } from './image-srcset.ts';

describe('image srcset', () => {
  it('asks the image endpoint for each width, keeping the other options', () => {
    expect(sizedImageUrl('/images/products/1-1.svg?t=Kaban', 320)).toBe('/images/products/1-1.svg?t=Kaban&w=320');
    expect(sizedImageUrl('/images/products/1-1.svg', 320)).toBe('/images/products/1-1.svg?w=320');
  });

  it('offers copies up to the picture own width so phones can load a small one', () => {
    const set = imageSrcSet('/images/products/1-1.svg?t=Kaban', 600);
    expect(set).toBe('/images/products/1-1.svg?t=Kaban&w=160 160w, /images/products/1-1.svg?t=Kaban&w=320 320w, /images/products/1-1.svg?t=Kaban&w=480 480w, /images/products/1-1.svg?t=Kaban&w=600 600w');
  });

  it('leaves inline pictures alone', () => {
    expect(imageSrcSet('data:image/png;base64,AAAA', 600)).toBeUndefined();
    expect(sizedImageUrl('blob:http://x/1', 100)).toBe('blob:http://x/1');
  });
});

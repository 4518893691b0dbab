/** Picture addresses are remembered per picture, and follow the name they show when it changes. */
import { describe, expect, it } from 'vitest';
import { imageOf } from './image.ts';

describe('imageOf', () => {
  it('gives the same address for the same picture and name', () => {
    expect(imageOf('products', '5-1', 'Demlik Seti').url).toBe(imageOf('products', '5-1', 'Demlik Seti').url);
  });

  it('follows a renamed item, and back', () => {
    const first = imageOf('products', '7-1', 'Çaydanlık');
    const renamed = imageOf('products', '7-1', 'Işıltılı Çaydanlık');
    expect(renamed.url).toBe('/images/products/7-1.svg?t=I%C5%9F%C4%B1lt%C4%B1l%C4%B1+%C3%87aydanl%C4%B1k');
    expect(renamed.alt).toBe('Işıltılı Çaydanlık');
    expect(imageOf('products', '7-1', 'Çaydanlık')).toEqual(first);
  });

  it('tells pictures apart by kind and subtitle', () => {
    expect(imageOf('sellers', 3, 'Anadolu').url).toBe('/images/sellers/3.svg?t=Anadolu');
    expect(imageOf('brands', 3, 'Anadolu').url).toBe('/images/brands/3.svg?t=Anadolu');
    expect(imageOf('banners', 'yaz', 'Yaz', 1440, 400, 'İndirim').url).toBe('/images/banners/yaz.svg?t=Yaz&s=%C4%B0ndirim');
    expect(imageOf('banners', 'yaz', 'Yaz').url).toBe('/images/banners/yaz.svg?t=Yaz');
  });
});

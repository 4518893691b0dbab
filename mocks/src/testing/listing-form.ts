/** A multipart listing draft like the web app sends (tests and the bench). */
import { pngHeader } from '../http/image-size.ts';

export interface DraftOptions {
  categoryId: number;
  brandId?: number;
  price?: number;
  title?: string;
  /** Image sizes; none = no image part. */
  images?: readonly (readonly [number, number])[];
}

export function listingForm(options: DraftOptions): FormData {
  const form = new FormData();
  form.set('title', options.title ?? 'Az kullanılmış okuma lambası');
  form.set('description', 'Pirinç ayaklı, LED ampul hediye. Sadece birkaç ay kullanıldı, çiziği yok.');
  form.set('price', String(options.price ?? 450));
  form.set('categoryId', String(options.categoryId));
  if (options.brandId !== undefined) form.set('brandId', String(options.brandId));
  form.set('status', 'LIKE_NEW');
  form.set('isOpenNegotiation', 'YES');
  form.set('shippingPayer', 'BUYER');
  form.set('province', 'İstanbul');
  form.set('district', 'Kadıköy');
  form.set('properties', JSON.stringify([{ name: 'Renk', value: 'Altın' }]));
  for (const [i, [width, height]] of (options.images ?? [[800, 1000]]).entries()) {
    form.append('images', new File([pngHeader(width, height)], `foto-${i + 1}.png`, { type: 'image/png' }));
  }
  return form;
}

/** The shop's generated pictures: the object alone (its name is printed by the page), stable, sized to the request. */
import { describe, expect, it } from 'vitest';
import { imageSvg } from '../handlers/images.ts';
import { imageOf } from '../shared/image.ts';
import { illustrate, shapeFor, wrap } from './illustration.ts';

const visibleText = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
const fetchSvg = (url: string): string => {
  const parsed = new URL(url, 'http://localhost');
  const [, , kind = '', file = ''] = parsed.pathname.split('/');
  return imageSvg(kind, file, parsed.searchParams);
};

describe('illustrate', () => {
  it('draws the object alone: no text in the picture, the name only as its label', () => {
    for (const [kind, name, title] of [['products', '168-1', 'Arzum Türk Kahvesi Makinesi Siyah'], ['listings', '5-2', 'Deri omuz çantası, görsel 2'], ['live', 'lot-1-1', 'Osmanlı Dönemi Bakır Sahan'], ['blog', 'robot-supurge', 'Süpürge Alırken Dikkat Edilmesi Gereken 7 Şey'], ['categories', '1', 'Kadın']] as const) {
      const image = imageOf(kind, name, title);
      const svg = fetchSvg(image.url);
      expect(visibleText(svg), `${kind} ${title}`).toEqual([]);
      expect(svg).not.toMatch(/168|lot-1|Ürün \d/);
      expect(svg).toContain(`aria-label="${title.replace(/, görsel \d$/, '')}"`);
    }
  });

  it('keeps "görsel 2" in alt text and shows initials on logos', () => {
    const second = imageOf('listings', '5-2', 'Deri omuz çantası, görsel 2');
    expect(second.alt).toBe('Deri omuz çantası, görsel 2');
    const logo = imageOf('sellers', '3-logo', 'Anadolu Home logosu', 200, 200);
    expect(visibleText(fetchSvg(logo.url))).toEqual(['AH']);
  });

  it('draws campaigns with the title, a Turkish slogan and the KAMPANYA tag, no slug', () => {
    const banner = imageOf('banners', 'ana-kis-indirimi', 'Kış İndirimi Başladı', 1440, 400);
    const texts = visibleText(fetchSvg(banner.url));
    expect(texts).toContain('KAMPANYA');
    expect(texts.join(' ')).toContain('Kış İndirimi Başladı');
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.join(' ')).not.toMatch(/ana-|kis-indirimi/);
    const withSubtitle = imageOf('banners', 'ana-pazar', 'İkinci El, İlk Tercih', 1440, 400, 'Az kullanılmış ürünler');
    expect(visibleText(fetchSvg(withSubtitle.url))).toContain('Az kullanılmış ürünler');
  });

  it('draws no id-like text when no name is given', () => {
    const svg = imageSvg('products', '12-1.svg', new URLSearchParams());
    expect(visibleText(svg)).toEqual([]);
    expect(svg).not.toContain('12-1');
  });

  it('is deterministic per item and differs between items', () => {
    const a = illustrate({ kind: 'products', seed: '1-1', title: 'Kaşe Kaban' });
    expect(illustrate({ kind: 'products', seed: '1-1', title: 'Kaşe Kaban' }).svg).toBe(a.svg);
    expect(illustrate({ kind: 'products', seed: '2-1', title: 'Deri Cüzdan' }).svg).not.toBe(a.svg);
  });

  it('honours the requested width and keeps the proportions', () => {
    expect(illustrate({ kind: 'products', seed: '1-1', title: 'Kaban', width: 300 })).toMatchObject({ width: 300, height: 400 });
    expect(illustrate({ kind: 'banners', seed: 'x', title: 'Kampanya', width: 720 })).toMatchObject({ width: 720, height: 200 });
    expect(illustrate({ kind: 'banners', seed: 'x-mobil', title: 'Kampanya', width: 375 })).toMatchObject({ width: 375, height: 375 });
    expect(illustrate({ kind: 'products', seed: '1-1', title: 'Kaban' })).toMatchObject({ width: 600, height: 800 });
    expect(illustrate({ kind: 'products', seed: '1-1', title: 'Kaban', width: 99999 }).width).toBe(2000);
    const svg = imageSvg('products', '1-1.svg', new URLSearchParams({ t: 'Kaban', w: '200' }));
    expect(svg).toMatch(/^<svg [^>]*width="200" height="267"/);
  });

  it('escapes names and picks a silhouette from what the item is', () => {
    expect(illustrate({ kind: 'products', seed: '1', title: '<script>alert(1)</script>' }).svg).not.toContain('<script>');
    expect(shapeFor('Midi Boy Keten Elbise', 'products')).toBe('dress');
    expect(shapeFor('Akıllı Telefon 128 GB', 'products')).toBe('phone');
    expect(shapeFor('Kilim Desenli Salon Halısı', 'products')).toBe('rug');
    expect(shapeFor('Günlük Sneaker', 'products')).toBe('shoe');
    expect(shapeFor('Montessori Oyuncak Seti', 'products')).toBe('blocks');
    expect(shapeFor('Seramik kahve fincanı takımı, 2 kişilik', 'listings')).toBe('cup');
    expect(shapeFor('Slim Fit Takım Elbise', 'products')).toBe('suit');
  });

  it('draws what the shop sells as that object: a vacuum, tea, a tea glass, an antique', () => {
    expect(shapeFor('Fakir Robot Süpürge Siyah', 'products')).toBe('robotVacuum');
    expect(shapeFor('Dyson Dikey Şarjlı Süpürge Gri', 'products')).toBe('stickVacuum');
    expect(shapeFor('Çaykur Siyah Dökme Çay 1 kg', 'products')).toBe('teaPack');
    expect(shapeFor('Lav İnce Belli Çay Bardağı 6\'lı', 'products')).toBe('teaGlass');
    expect(shapeFor('Schafer Elektrikli Çay Makinesi 2 L', 'products')).toBe('teapot');
    expect(shapeFor('Arzum Türk Kahvesi Makinesi Krem', 'products')).toBe('coffeeMachine');
    expect(shapeFor('Taç Pamuk Saten Nevresim Takımı Çift Kişilik', 'products')).toBe('bedding');
    expect(shapeFor('Antika canlı mezat', 'live')).toBe('candlestick');
    expect(shapeFor('Pirinç Şamdan Çifti', 'live')).toBe('candlestick');
    expect(shapeFor('El Yazması Dua Kitabı', 'live')).toBe('book');
    expect(shapeFor('Köstekli Cep Saati', 'live')).toBe('pocketWatch');
    expect(shapeFor('Doğal zeytinyağlı sabun seti', 'listings')).toBe('soap');
    expect(shapeFor('Kitap koleksiyonu, 40 roman', 'listings')).toBe('book');
  });

  it('wraps long names into at most the given lines', () => {
    expect(wrap('Çok uzun bir ürün adı burada yazıyor ve bitmiyor', 12, 2)).toHaveLength(2);
    expect(wrap('Çok uzun bir ürün adı burada yazıyor ve bitmiyor', 12, 2)[1]).toMatch(/…$/);
    expect(wrap('Kaban', 12, 2)).toEqual(['Kaban']);
  });
});

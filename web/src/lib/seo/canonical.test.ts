import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical.ts';
import { isPrivatePath } from './indexing.ts';

describe('canonical address', () => {
  it('keeps the searched text and a page number from 2, and drops filters, sort and tracking', () => {
    expect(canonicalPath('/arama', '?siralama=fiyat-artan&q=telefon&utm_source=x&sayfa=2')).toBe('/arama?q=telefon&sayfa=2');
    expect(canonicalPath('/kategori/giyim', '?marka=koton&sayfa=1')).toBe('/kategori/giyim');
    expect(canonicalPath('/pazar', '?ara=bisiklet&durum=GOOD')).toBe('/pazar?ara=bisiklet');
    expect(canonicalPath('/markalar/', '?sayfa=abc')).toBe('/markalar');
    expect(canonicalPath('/', '?q=')).toBe('/');
  });
});

describe('private pages', () => {
  it('are the account, carts, checkout and sign-in of every part of the shop, and nothing public', () => {
    for (const path of ['/hesabim', '/hesabim/siparislerim/3', '/sepetim', '/odeme', '/giris', '/uye-ol/kurumsal', '/pazar/hesabim/ilanlarim', '/takas/sepetim', '/zanaat/odeme/tamamlandi/4', '/mezat/hesabim']) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/', '/urun/1', '/pazar', '/pazar/ilan/5', '/mezat', '/mezat/yayin/301', '/blog', '/hesabimiz', '/sepetimde']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

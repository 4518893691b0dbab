import type { HelpArticle } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import { queryWords, searchHelp } from './help-search.ts';

const article = (id: number, title: string, content: string): HelpArticle => ({ id, categoryId: 2, section: 'PRODUCT', title, content: `<p>${content}</p>`, updatedAt: '2026-10-01T09:00:00Z' });

const articles = [
  article(1, 'Ürün durumları ne anlama geliyor?', 'Yeni Gibi, İyi ve Makul seçenekleri.'),
  article(2, 'Siparişim ne zaman kargoya verilir?', 'Takip numarası Siparişlerim sayfasında görünür.'),
  article(3, 'Kargom nerede, siparişimi nasıl takip ederim?', 'Kargo firması ve takip numarası sipariş detayında.'),
  article(4, 'İADE TALEBİ nasıl oluşturulur?', 'Siparişlerim sayfasından.'),
];

describe('searchHelp', () => {
  it('finds the shipping and tracking answers for "kargo nerede", by words and not the whole phrase', () => {
    const found = searchHelp(articles, 'kargo nerede').map((a) => a.id);
    expect(found).toEqual(expect.arrayContaining([2, 3]));
    expect(found).not.toContain(1);
  });

  it('folds Turkish case both ways and reaches words with suffixes', () => {
    expect(searchHelp(articles, 'iade').map((a) => a.id)).toEqual([4]);
    expect(searchHelp(articles, 'İADE').map((a) => a.id)).toEqual([4]);
    expect(searchHelp(articles, 'KARGOM NEREDE').map((a) => a.id)[0]).toBe(3);
    expect(searchHelp(articles, 'sipariş takip').map((a) => a.id)[0]).toBe(3);
  });

  it('drops question words unless nothing else was typed, and finds nothing for an unrelated word', () => {
    expect(queryWords('Kargom nerede?')).toEqual(['kargom']);
    expect(queryWords('nerede')).toEqual(['nerede']);
    expect(searchHelp(articles, 'uzay')).toEqual([]);
  });
});

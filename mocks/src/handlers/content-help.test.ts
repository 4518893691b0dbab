/** The content service's help centre of the main shop and Mezat, beside the families' own on the main API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

interface Article { id: number; categoryId: number; section: string; title: string; content: string }

describe('content service help centre', () => {
  it('answers the main shop and Mezat each with their own articles, counted by category', async () => {
    const shop = data<Article[]>(await api('/help_centre/articles?platform=MARKETPLACE&categoryId=2'));
    expect(shop.map((a) => a.title)).toContain('Kargom nerede, siparişimi nasıl takip ederim?');
    expect(shop.every((a) => a.categoryId === 2 && a.section === 'PRODUCT')).toBe(true);
    const auction = data<Article[]>(await api('/help_centre/articles?platform=AUCTION&categoryId=2'));
    expect(auction.map((a) => a.title)).toContain('Kazandığım ürün ne zaman kargoya verilir?');
    expect(auction.some((a) => shop.some((s) => s.id === a.id))).toBe(false);

    const categories = data<{ id: number; name: string; articleCount: number }[]>(await api('/help_centre/categories?platform=MARKETPLACE&section=CONTRACTS'));
    expect(categories.map((c) => c.name)).toEqual(['Ürün Özellikleri', 'Teslimat ve Kargo', 'Servis ve Teknik Destek', 'İade ve İptal']);
    for (const category of categories) {
      const listed = data<Article[]>(await api(`/help_centre/articles?platform=MARKETPLACE&section=CONTRACTS&categoryId=${category.id}`));
      expect(listed).toHaveLength(category.articleCount);
    }
  });

  it('refuses an unknown area, section or category (1000-1016) and leaves the families’ help to the main API', async () => {
    expect((await api('/help_centre/articles?platform=SWAP&categoryId=1')).body.code).toBe('1000-1016');
    expect((await api('/help_centre/articles?platform=AUCTION&categoryId=5')).body.code).toBe('1000-1016');
    expect((await api('/help_centre/categories?platform=AUCTION&section=OTHER')).body.code).toBe('1000-1016');
    const family = data<Article[]>(await api('/api/swap/help-centre/article?categoryId=2'));
    expect(family.length).toBeGreaterThan(0);
  });
});

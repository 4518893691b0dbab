/** Content service, blog and campaign pages: Turkish seeded copy, images on the mock itself. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

describe('content service', () => {
  it('answers banners and featured categories with local SVG images, in order', async () => {
    const banners = data<{ order: number; title: string; image: { url: string } }[]>(await api('/main_banner'));
    expect(banners.map((b) => b.order)).toEqual([...banners.map((b) => b.order)].sort((a, b) => a - b));
    expect(banners.every((b) => b.image.url.startsWith('/images/'))).toBe(true);
    const svg = await fetch(`http://localhost${banners[0]?.image.url ?? ''}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(data<{ link: string }[]>(await api('/featured_categories')).map((c) => c.link)).toContain('/pazar');
  });

  it('serves static pages by slug and refuses unknown or malformed slugs', async () => {
    expect(data<{ title: string }>(await api('/static_pages/iade-ve-degisim')).title).toBe('İade ve Değişim');
    expect((await api('/static_pages/olmayan-sayfa')).body.code).toBe('1000-1006');
    expect((await api('/static_pages/Kötü_Slug')).body.code).toBe('1000-1016');
  });
});

describe('blog', () => {
  it('filters articles by category and finds them by id and slug', async () => {
    const categories = data<{ slug: string; articleCount: number }[]>(await api('/api/blog/category'));
    const category = categories.find((c) => c.articleCount > 1);
    if (!category) throw new Error('no blog category with articles');
    const page = data<{ items: { id: number; slug: string; category: { slug: string } }[]; totalCount: number }>(await api(`/api/blog/article?categorySlug=${category.slug}`));
    expect(page.totalCount).toBe(category.articleCount);
    expect(page.items.every((a) => a.category.slug === category.slug)).toBe(true);
    const first = page.items[0];
    expect(data<{ id: number }>(await api(`/api/blog/article/slug/${first?.slug ?? ''}`)).id).toBe(first?.id);
    const similar = data<{ id: number; category: { slug: string } }[]>(await api(`/api/blog/article/similar/${first?.id ?? 0}`));
    expect(similar.map((a) => a.id)).not.toContain(first?.id);
    expect(similar[0]?.category.slug).toBe(category.slug);
    expect((await api('/api/blog/article/9999')).body.code).toBe('2000-0217');
  });
});

describe('campaign pages', () => {
  it("pages the campaign's products in the asked order and refuses unknown campaigns", async () => {
    const page = data<{ products: { items: { price: number; discountedPrice?: number; freeShipping: boolean }[] } }>(await api('/api/marketplace/campaign-page/kargo-bedava?sort=PRICE_BY_ASC'));
    const prices = page.products.items.map((p) => p.discountedPrice ?? p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.products.items.every((p) => p.freeShipping)).toBe(true);
    expect((await api('/api/marketplace/campaign-page/bitmis-kampanya')).body.code).toBe('2000-0213');
  });
});

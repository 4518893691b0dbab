/**
 * The catalogue indexes follow the store: a product added or renamed after a search built them is
 * found by the next search, and a reset brings back the seeded shop.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';
import { categoryById, categoryBySlug, categoryFamilyOf } from './indexes.ts';
import type { ProductRecord } from './types.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface SearchPage {
  totalCount: number;
  items: { id: number; title: string }[];
}

const search = async (text: string, extra = ''): Promise<SearchPage> =>
  data<SearchPage>(await api(`/api/v2/marketplace/search/product?search=${encodeURIComponent(text)}${extra}`));

function addProduct(title: string): ProductRecord {
  const template = db.products.find((p) => p.platform === 'MARKETPLACE');
  if (!template) throw new Error('the seed has no marketplace products');
  const product: ProductRecord = { ...template, id: Math.max(...db.products.map((p) => p.id)) + 1, title, slug: 'dizin-deneme' };
  db.products.push(product);
  return product;
}

describe('catalogue indexes', () => {
  it('finds a product added after the search index was built', async () => {
    expect((await search('çay')).totalCount).toBeGreaterThan(0);
    expect((await search('Zümrütkuşlu')).totalCount).toBe(0);
    const added = addProduct('Zümrütkuşlu Demlik');
    const found = await search('zümrütkuşlu demlik');
    expect(found.items.map((p) => p.id)).toEqual([added.id]);
  });

  it('finds a product renamed in place under its new name only', async () => {
    const product = addProduct('Işıltıfonlu Termos');
    // Turkish folding: "IŞILTIFON" finds "Işıltıfonlu" (I → ı), as before the index.
    expect((await search('IŞILTIFON')).items.map((p) => p.id)).toContain(product.id);
    product.title = 'Gümüşsemaverli Takım';
    expect((await search('ışıltıfonlu')).items.map((p) => p.id)).not.toContain(product.id);
    expect((await search('gümüşsemaverli takım')).items.map((p) => p.id)).toEqual([product.id]);
  });

  it('follows a product moved to another category, in search text and category filters', async () => {
    const product = addProduct('Lacivertkupa Seti');
    const other = db.categories.find((c) => c.level === 3 && c.id !== product.categoryId);
    if (!other) throw new Error('the seed has one leaf category only');
    product.categoryId = other.id;
    const word = other.name.split(/\s+/)[0] ?? other.name;
    expect((await search(`lacivertkupa ${word}`)).items.map((p) => p.id)).toEqual([product.id]);
    const inCategory = await search('lacivertkupa', `&categorySlug=${other.slug}`);
    expect(inCategory.items.map((p) => p.id)).toEqual([product.id]);
  });

  it('is rebuilt for the new tables after a reset', async () => {
    addProduct('Zümrütkuşlu Demlik');
    const before = db.categories;
    resetMocks();
    expect(db.categories).not.toBe(before);
    expect((await search('zümrütkuşlu')).totalCount).toBe(0);
    const leaf = db.categories.find((c) => c.level === 3);
    if (!leaf || leaf.parentId === null) throw new Error('the seed has no leaf category');
    expect(categoryById(leaf.id)).toBe(leaf);
    expect(categoryBySlug(leaf.slug)).toBe(leaf);
    expect(categoryFamilyOf(leaf.parentId).has(leaf.id)).toBe(true);
  });

  it('finds a category row that was replaced or whose slug changed', () => {
    const leaf = db.categories.find((c) => c.level === 3);
    if (!leaf) throw new Error('the seed has no leaf category');
    expect(categoryBySlug(leaf.slug)).toBe(leaf);
    const at = db.categories.indexOf(leaf);
    const replaced = { ...leaf, slug: 'yeni-kategori-adi' };
    db.categories[at] = replaced;
    expect(categoryBySlug('yeni-kategori-adi')).toBe(replaced);
    expect(categoryById(leaf.id)).toBe(replaced);
    expect(categoryBySlug(leaf.slug)).toBeUndefined();
  });
});

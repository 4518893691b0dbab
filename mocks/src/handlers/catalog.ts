/** Marketplace search, facets, autocomplete, product page, categories, brands and markets. */
import { http } from 'msw';
import { unitPrice } from '../db/seed/catalog.ts';
import { db } from '../db/database.ts';
import { categoryBySlug, foldTr as fold, productSearchText } from '../db/indexes.ts';
import type { ProductRecord } from '../db/types.ts';
import { int, readJson, str } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { currentUser } from '../http/session.ts';
import { brandView, breadcrumbOf, categoryFamily, categoryView, findProduct, marketView, productDetail, productSummary } from '../views/catalog.ts';
import { newerFirst } from '../db/timestamps.ts';

const SORTS = ['PRICE_BY_DESC', 'PRICE_BY_ASC', 'RECOMMENDED', 'MOST_RECENT'] as const;

type Filtered = { products: ProductRecord[] } | { error: Response };

function filterProducts(url: URL): Filtered {
  const q = url.searchParams;
  let products = db.products.filter((p) => p.platform === 'MARKETPLACE');
  const categorySlug = q.get('categorySlug');
  if (categorySlug) {
    const category = categoryBySlug(categorySlug);
    if (!category) return { error: failWith('2000-0203') };
    const family = categoryFamily(category.id);
    products = products.filter((p) => family.has(p.categoryId));
  }
  const brandSlug = q.get('brand');
  if (brandSlug) {
    const brand = db.brands.find((b) => b.slug === brandSlug);
    if (!brand) return { error: failWith('2000-0204') };
    products = products.filter((p) => p.brandId === brand.id);
  }
  const creator = q.get('creator');
  if (creator) {
    const seller = db.sellers.find((s) => s.slug === creator);
    if (!seller) return { error: failWith('2000-0225') };
    products = products.filter((p) => p.sellerId === seller.id);
  }
  const search = q.get('search');
  if (search) {
    const words = fold(search).split(/\s+/).filter(Boolean);
    // The folded title + category text is kept per product (db/indexes.ts), not folded again per request.
    products = products.filter((p) => {
      const hay = productSearchText(p);
      return words.every((w) => hay.includes(w));
    });
  }
  const min = q.get('minPrice');
  const max = q.get('maxPrice');
  if (min !== null) products = products.filter((p) => unitPrice(p) >= Number(min));
  if (max !== null) products = products.filter((p) => unitPrice(p) <= Number(max));
  return { products };
}

/** Sorts by a key worked out once per product rather than twice per comparison (the sort is stable either way). */
function byKey<K>(products: readonly ProductRecord[], key: (p: ProductRecord) => K, compare: (a: K, b: K) => number): ProductRecord[] {
  return products
    .map((product) => ({ product, key: key(product) }))
    .sort((a, b) => compare(a.key, b.key))
    .map((entry) => entry.product);
}

export function sortProducts(products: ProductRecord[], sort: string | null): ProductRecord[] | undefined {
  if (sort !== null && !(SORTS as readonly string[]).includes(sort)) return undefined;
  if (sort === 'PRICE_BY_ASC') return byKey(products, unitPrice, (a, b) => a - b);
  if (sort === 'PRICE_BY_DESC') return byKey(products, unitPrice, (a, b) => b - a);
  if (sort === 'MOST_RECENT') return byKey(products, (p) => p.createdAt, newerFirst);
  return byKey(products, (p) => p.rating * Math.log1p(p.ratingCount), (a, b) => b - a);
}

function facet<T extends { id: number; name: string; slug: string }>(rows: readonly T[], count: (row: T) => number) {
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, count: count(row) })).filter((f) => f.count > 0);
}

export const catalogHandlers = [
  http.get('*/api/v2/marketplace/search/product', ({ request }) => {
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (!paging) return invalid('currentPage', 'pageSize');
    const filtered = filterProducts(url);
    if ('error' in filtered) return filtered.error;
    const sorted = sortProducts(filtered.products, url.searchParams.get('sort'));
    if (!sorted) return invalid('sort');
    const page = paginate(sorted, paging);
    return ok({ ...page, items: page.items.map(productSummary) });
  }),

  http.get('*/api/v2/marketplace/search/filter', ({ request }) => {
    const filtered = filterProducts(new URL(request.url));
    if ('error' in filtered) return filtered.error;
    const { products } = filtered;
    const prices = products.map(unitPrice);
    const values = new Map<string, number>();
    for (const p of products) for (const prop of p.properties) if (prop.name === 'Seçenek') values.set(prop.value, (values.get(prop.value) ?? 0) + 1);
    return ok({
      categories: facet(db.categories.filter((c) => c.level === 3), (c) => products.filter((p) => p.categoryId === c.id).length),
      brands: facet(db.brands, (b) => products.filter((p) => p.brandId === b.id).length),
      markets: facet(db.sellers, (s) => products.filter((p) => p.sellerId === s.id).length),
      priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
      properties: values.size ? [{ name: 'Seçenek', values: [...values].map(([value, count]) => ({ value, count })) }] : [],
      totalCount: products.length,
    });
  }),

  http.post('*/api/marketplace/search/autocomplete', async ({ request }) => {
    const search = str((await readJson(request)).search)?.trim() ?? '';
    if (search.length < 2 || search.length > 100) return invalid('search');
    const needle = fold(search);
    const hit = (name: string): boolean => fold(name).includes(needle);
    const groups = [
      { type: 1 as const, suggestions: db.categories.filter((c) => hit(c.name)).map((c) => ({ type: 1 as const, id: c.id, name: c.name, slug: c.slug })) },
      { type: 0 as const, suggestions: db.products.filter((p) => hit(p.title)).map((p) => ({ type: 0 as const, id: p.id, name: p.title, slug: p.slug, image: productSummary(p).image })) },
      { type: 3 as const, suggestions: db.sellers.filter((s) => hit(s.name)).map((s) => ({ type: 3 as const, id: s.id, name: s.name, slug: s.slug })) },
      { type: 2 as const, suggestions: db.brands.filter((b) => hit(b.name)).map((b) => ({ type: 2 as const, id: b.id, name: b.name, slug: b.slug })) },
    ]
      .map((g) => ({ ...g, suggestions: g.suggestions.slice(0, 10) }))
      .filter((g) => g.suggestions.length > 0);
    return ok({ search, groups });
  }),

  http.get('*/api/marketplace/product/:id', ({ request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    return ok(productDetail(product, currentUser(request)?.id));
  }),

  http.get('*/api/marketplace/product/:id/similar', ({ request, params }) => {
    const product = findProduct(int(params.id));
    if (!product) return failWith('2000-0202');
    const limit = int(new URL(request.url).searchParams.get('limit') ?? '12');
    if (limit === undefined || limit < 1 || limit > 24) return invalid('limit');
    const similar = db.products
      .filter((p) => p.id !== product.id && p.categoryId === product.categoryId)
      .sort((a, b) => Number(a.sellerId === product.sellerId) - Number(b.sellerId === product.sellerId) || Math.abs(a.price - product.price) - Math.abs(b.price - product.price))
      .slice(0, limit);
    return ok(similar.map(productSummary));
  }),

  http.get('*/api/marketplace/category', () => ok(db.categories.map(categoryView))),

  http.get('*/api/marketplace/category/:slug', ({ params }) => {
    const category = db.categories.find((c) => c.slug === params.slug);
    if (!category) return failWith('2000-0203');
    return ok({ category: categoryView(category), breadcrumb: breadcrumbOf(category.id).map(categoryView) });
  }),

  http.get('*/api/marketplace/brand', ({ request }) => {
    const url = new URL(request.url);
    const paging = pagingOf(url);
    if (!paging) return invalid('currentPage', 'pageSize');
    const search = fold(url.searchParams.get('search') ?? '');
    const brands = db.brands.filter((b) => fold(b.name).includes(search)).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    const page = paginate(brands, paging);
    return ok({ ...page, items: page.items.map(brandView) });
  }),

  http.get('*/api/marketplace/brand/:slug', ({ params }) => {
    const brand = db.brands.find((b) => b.slug === params.slug);
    return brand ? ok(brandView(brand)) : failWith('2000-0204');
  }),

  http.get('*/api/marketplace/market/:slug', ({ request, params }) => {
    const seller = db.sellers.find((s) => s.slug === params.slug);
    return seller ? ok(marketView(seller, currentUser(request)?.id)) : failWith('2000-0225');
  }),
];

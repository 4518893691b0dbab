/** Public catalogue of a section: list, search, facets, listing, similar, categories, mega menu, help centre. */
import { http } from 'msw';
import { helpArticles, HELP_CATEGORY_NAMES } from '@mocks/db/seed/help.ts';
import { db } from '@mocks/db/database.ts';
import type { ListingRecord } from '@mocks/db/vertical-types.ts';
import { int } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import { currentUser } from '@mocks/http/session.ts';
import { categoryFamily, categoryView } from '@mocks/views/catalog.ts';
import { megaMenu } from '@mocks/views/mega-menu.ts';
import { CAPS } from '@mocks/db/caps.ts';
import type { VerticalConfig } from '../config.ts';
import { settleVerticals, userStateOf } from '../state.ts';
import { findListing, listingView, listingViews, promotedListingIds } from '../views/listings.ts';
import { base } from './context.ts';
import { newerFirst } from '@mocks/db/timestamps.ts';

const CONDITIONS = ['REASONABLE', 'LIKE_NEW', 'GOOD', 'WORN', 'NEW'];
// In the order the facets offer them: a section's listings start with the newest.
const SORTS = ['MOST_RECENT', 'RECOMMENDED', 'PRICE_BY_ASC', 'PRICE_BY_DESC'];
const DATES: Record<string, number> = { LAST_24_HOURS: 1, LAST_3_DAYS: 3, LAST_WEEK: 7, LAST_MONTH: 30 };
const DATE_WINDOWS = [...Object.keys(DATES), 'ALL'];
const SECTIONS = ['PRODUCT', 'CONTRACTS', 'HELP'] as const;
const DAY_MS = 24 * 3600 * 1000;

export const publicListings = (v: VerticalConfig): ListingRecord[] => db.listings.filter((l) => l.vertical === v.slug && l.state === 'ACTIVE' && !l.hidden);

function sortListings(rows: ListingRecord[], sort: string | null): ListingRecord[] {
  const copy = [...rows];
  if (sort === 'PRICE_BY_ASC') copy.sort((a, b) => a.price - b.price);
  else if (sort === 'PRICE_BY_DESC') copy.sort((a, b) => b.price - a.price);
  else if (sort === 'RECOMMENDED') {
    // The running promotions are read once, not twice per comparison.
    const promoted = promotedListingIds();
    copy.sort((a, b) => Number(promoted.has(b.id)) - Number(promoted.has(a.id)) || b.favoriteCount - a.favoriteCount);
  } else copy.sort((a, b) => newerFirst(a.createdAt, b.createdAt));
  return copy;
}

type Filtered = { rows: ListingRecord[] } | { error: Response };

/** The product filter of spec §3 (categorySlug, creator, search, brand) plus condition, price, province, date. */
function filterListings(v: VerticalConfig, url: URL, extended: boolean): Filtered {
  const q = url.searchParams;
  let rows = publicListings(v);
  const search = q.get('search');
  if (search !== null) {
    if (search.trim().length < 2 || search.length > 100) return { error: invalid('search') };
    const needle = search.toLocaleLowerCase('tr-TR');
    rows = rows.filter((l) => `${l.title} ${l.description}`.toLocaleLowerCase('tr-TR').includes(needle));
  }
  const slug = q.get('categorySlug');
  if (slug !== null) {
    const category = db.categories.find((c) => c.slug === slug);
    if (!category) return { error: failWith('2000-0203') };
    const family = categoryFamily(category.id);
    rows = rows.filter((l) => family.has(l.categoryId));
  }
  const creator = q.get('creator');
  if (creator !== null) {
    const id = int(creator);
    if (id === undefined || id < 1) return { error: invalid('creator') };
    rows = rows.filter((l) => l.sellerId === id);
  }
  const brandSlug = q.get('brand');
  if (brandSlug !== null) {
    const brand = db.brands.find((b) => b.slug === brandSlug);
    if (!brand) return { error: failWith('2000-0204') };
    rows = rows.filter((l) => l.brandId === brand.id);
  }
  if (!extended) return { rows };
  const condition = q.get('condition');
  if (condition !== null) {
    if (!CONDITIONS.includes(condition)) return { error: invalid('condition') };
    rows = rows.filter((l) => l.condition === condition);
  }
  for (const [key, keep] of [['minPrice', (l: ListingRecord, n: number) => l.price >= n], ['maxPrice', (l: ListingRecord, n: number) => l.price <= n]] as const) {
    const raw = q.get(key);
    if (raw === null) continue;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) return { error: invalid(key) };
    rows = rows.filter((l) => keep(l, n));
  }
  const province = q.get('province');
  if (province !== null) rows = rows.filter((l) => l.province.toLocaleLowerCase('tr-TR') === province.toLocaleLowerCase('tr-TR'));
  const date = q.get('date');
  if (date !== null && date !== 'ALL') {
    const days = DATES[date];
    if (days === undefined) return { error: invalid('date') };
    const from = Date.now() - days * DAY_MS;
    rows = rows.filter((l) => Date.parse(l.createdAt) >= from);
  }
  return { rows };
}

function page(v: VerticalConfig, request: Request, rows: ListingRecord[]): Response {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  const sort = url.searchParams.get('sort');
  if (sort !== null && !SORTS.includes(sort)) return invalid('sort');
  const viewer = currentUser(request)?.id;
  const result = paginate(sortListings(rows, sort), paging);
  return ok({ ...result, items: listingViews(result.items, viewer) });
}

function countBy<K>(rows: ListingRecord[], key: (l: ListingRecord) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const l of rows) counts.set(key(l), (counts.get(key(l)) ?? 0) + 1);
  return counts;
}

export function catalogHandlers(v: VerticalConfig) {
  return [
    http.get(`${base(v)}/product/list`, ({ request }) => {
      settleVerticals();
      const url = new URL(request.url);
      let rows = publicListings(v);
      const raw = url.searchParams.get('categoryId');
      if (raw !== null) {
        const id = int(raw);
        if (id === undefined || !db.categories.some((c) => c.id === id)) return failWith('2000-0203');
        const family = categoryFamily(id);
        rows = rows.filter((l) => family.has(l.categoryId));
      }
      return page(v, request, rows);
    }),

    http.get(`${base(v)}/search/product`, ({ request }) => {
      settleVerticals();
      const filtered = filterListings(v, new URL(request.url), true);
      return 'error' in filtered ? filtered.error : page(v, request, filtered.rows);
    }),

    http.get(`${base(v)}/search/filter`, ({ request }) => {
      settleVerticals();
      const filtered = filterListings(v, new URL(request.url), false);
      if ('error' in filtered) return filtered.error;
      const rows = filtered.rows;
      const byCategory = countBy(rows, (l) => l.categoryId);
      const byBrand = countBy(rows, (l) => l.brandId);
      const byProvince = countBy(rows, (l) => l.province);
      const prices = rows.map((l) => l.price);
      return ok({
        categories: [...byCategory].flatMap(([id, count]) => {
          const c = db.categories.find((x) => x.id === id);
          return c ? [{ id: c.id, name: c.name, slug: c.slug, count }] : [];
        }),
        brands: [...byBrand].flatMap(([id, count]) => {
          const b = id === null ? undefined : db.brands.find((x) => x.id === id);
          return b ? [{ id: b.id, name: b.name, slug: b.slug, count }] : [];
        }),
        conditions: CONDITIONS.filter((c) => rows.some((l) => l.condition === c)),
        provinces: [...byProvince].map(([name, count], i) => ({ id: db.provinces.find((p) => p.name === name)?.id ?? 900 + i, name, count })),
        priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
        dates: DATE_WINDOWS,
        sorts: SORTS,
      });
    }),

    http.get(`${base(v)}/product/:id/similar`, ({ request, params }) => {
      settleVerticals();
      const listing = findListing(int(params.id));
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED') return failWith('2000-0202');
      const raw = new URL(request.url).searchParams.get('limit');
      const limit = raw === null ? 12 : int(raw);
      if (limit === undefined || limit < 1 || limit > 24) return invalid('limit');
      const viewer = currentUser(request)?.id;
      const rows = publicListings(v)
        .filter((l) => l.id !== listing.id)
        .sort((a, b) => Number(b.categoryId === listing.categoryId) - Number(a.categoryId === listing.categoryId) || Math.abs(a.price - listing.price) - Math.abs(b.price - listing.price));
      return ok(listingViews(rows.slice(0, limit), viewer));
    }),

    http.get(`${base(v)}/product/:id`, ({ request, params }) => {
      settleVerticals();
      const listing = findListing(int(params.id));
      const viewer = currentUser(request);
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED' || (listing.hidden && listing.sellerId !== viewer?.id)) return failWith('2000-0202');
      listing.viewCount += 1;
      if (viewer) {
        const state = userStateOf(v.slug, viewer.id);
        state.lastVisits = [listing.id, ...state.lastVisits.filter((id) => id !== listing.id)].slice(0, CAPS.verticalLastVisits);
      }
      return ok(listingView(listing, viewer?.id));
    }),

    http.get(`${base(v)}/category`, () => ok(db.categories.map(categoryView).map((c) => ({ ...c, productCount: publicListings(v).filter((l) => categoryFamily(c.id).has(l.categoryId)).length })))),

    http.get(`${base(v)}/mega-menu`, () => ok(megaMenu((slug) => `${v.home}?kategori=${encodeURIComponent(slug)}`))),

    http.get(`${base(v)}/help-centre/category`, ({ request }) => {
      const section = new URL(request.url).searchParams.get('section') ?? 'PRODUCT';
      if (!(SECTIONS as readonly string[]).includes(section)) return invalid('section');
      const articles = helpArticles(v.label, section as (typeof SECTIONS)[number], 0);
      return ok(([1, 2, 3, 4] as const).map((id) => ({ id, name: HELP_CATEGORY_NAMES[id], articleCount: articles.filter((a) => a.categoryId === id).length })));
    }),

    http.get(`${base(v)}/help-centre/article`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const categoryId = int(q.get('categoryId'));
      if (categoryId === undefined || categoryId < 1 || categoryId > 4) return invalid('categoryId');
      const section = q.get('section') ?? 'PRODUCT';
      if (!(SECTIONS as readonly string[]).includes(section)) return invalid('section');
      const idBase = (v.position + 1) * 1000 + SECTIONS.indexOf(section as (typeof SECTIONS)[number]) * 100;
      return ok(helpArticles(v.label, section as (typeof SECTIONS)[number], idBase).filter((a) => a.categoryId === categoryId));
    }),
  ];
}

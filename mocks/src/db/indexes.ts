/**
 * Lookups derived from the catalogue tables, so a request stops scanning, walking and re-folding the
 * same rows. They are rebuilt lazily and stay right whatever changes the store:
 * - an index over a table is keyed on the table's array and its length: resetDb() and a snapshot
 *   restore (both put new arrays in place) or a row added or removed rebuild it on the next read;
 * - what is derived from one row (its folded search text) is kept with that row object together with
 *   the values it was made from, and made again when one of them changed in place;
 * - a lookup by id or slug checks that the row it points at still has that id or slug, and scans the
 *   table when it does not know the key, so a row edited in place is still found.
 * Categories are a tree that no handler edits in place; the tree (children, families) is rebuilt when
 * the table is replaced or grows. The other tables are looked up by id through `idIndex` (id-index.ts).
 */
import { db } from './database.ts';
import { idIndex } from './id-index.ts';
import type { BrandRecord, CategoryRecord, ProductRecord, SellerRecord, UserRecord } from './types.ts';
import type { ListingRecord } from './vertical-types.ts';

/** Search text is folded the Turkish way (İ → i, I → ı), as the shop's users type it. */
export const foldTr = (text: string): string => text.toLocaleLowerCase('tr-TR');

interface CategoryIndex {
  rows: readonly CategoryRecord[];
  length: number;
  /** id → position in `rows` */
  byId: Map<number, number>;
  /** slug → position in `rows` */
  bySlug: Map<string, number>;
  /** parent id → child ids, in table order */
  children: Map<number, number[]>;
  /** id → the category and its descendants, worked out on first use */
  families: Map<number, ReadonlySet<number>>;
}

let categories: CategoryIndex | undefined;

function buildCategoryIndex(rows: readonly CategoryRecord[]): CategoryIndex {
  const byId = new Map<number, number>();
  const bySlug = new Map<string, number>();
  const children = new Map<number, number[]>();
  rows.forEach((c, i) => {
    // The first row with a key wins, as `find` would pick it.
    if (!byId.has(c.id)) byId.set(c.id, i);
    if (!bySlug.has(c.slug)) bySlug.set(c.slug, i);
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  });
  return { rows, length: rows.length, byId, bySlug, children, families: new Map() };
}

function categoryIndex(): CategoryIndex {
  const rows = db.categories;
  if (!categories || categories.rows !== rows || categories.length !== rows.length) categories = buildCategoryIndex(rows);
  return categories;
}

export function categoryById(id: number): CategoryRecord | undefined {
  const { rows, byId } = categoryIndex();
  const at = byId.get(id);
  const row = at === undefined ? undefined : rows[at];
  return row?.id === id ? row : rows.find((c) => c.id === id);
}

export function categoryBySlug(slug: string): CategoryRecord | undefined {
  const { rows, bySlug } = categoryIndex();
  const at = bySlug.get(slug);
  const row = at === undefined ? undefined : rows[at];
  return row?.slug === slug ? row : rows.find((c) => c.slug === slug);
}

/** The category and its descendants' ids (the id itself even when no such category exists). */
export function categoryFamilyOf(id: number): ReadonlySet<number> {
  const index = categoryIndex();
  let family = index.families.get(id);
  if (!family) {
    const ids = new Set([id]);
    for (const member of ids) for (const child of index.children.get(member) ?? []) ids.add(child);
    family = ids;
    index.families.set(id, family);
  }
  return family;
}

interface SearchText {
  title: string;
  categoryName: string;
  folded: string;
}

const searchTexts = new WeakMap<ProductRecord, SearchText>();

/** What a product search matches against: the title and the category's name, folded. */
export function productSearchText(product: ProductRecord): string {
  const title = product.title;
  const categoryName = categoryById(product.categoryId)?.name ?? '';
  const known = searchTexts.get(product);
  if (known && known.title === title && known.categoryName === categoryName) return known.folded;
  const folded = foldTr(`${title} ${categoryName}`);
  searchTexts.set(product, { title, categoryName, folded });
  return folded;
}

/** Rows by id for the tables a listing or product card reads (the same row `find` by id gives). */
export const brandById = idIndex<BrandRecord>(() => db.brands);
export const sellerById = idIndex<SellerRecord>(() => db.sellers);
export const productById = idIndex<ProductRecord>(() => db.products);
export const listingById = idIndex<ListingRecord>(() => db.listings);
export const userRowById = idIndex<UserRecord>(() => db.users);

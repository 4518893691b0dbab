import { canonicalPath } from '@/lib/seo/canonical.ts';

/**
 * The addresses of pages 2, 3 … of a paged list whose first page is `firstPage`, for `itemCount` items
 * shown `pageSize` at a time, written as the canonical rule writes them (`/kategori/kadin?sayfa=2`).
 * Page 1 is the first page's own address; a list that fits on it has no more.
 */
export function laterPages(firstPage: string, itemCount: number | undefined, pageSize: number): string[] {
  const pages = itemCount === undefined ? 1 : Math.ceil(itemCount / pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => canonicalPath(firstPage, `sayfa=${index + 2}`));
}

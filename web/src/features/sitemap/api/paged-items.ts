/** One page of a paged list call of the contract (`PageMeta` and its items). */
export interface ServicePage<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
}

/** Asks a paged list call for page `currentPage` (from 1) of `pageSize` items. */
export type PageFetcher<T> = (currentPage: number, pageSize: number) => Promise<ServicePage<T>>;

/** The contract's largest page (`PageSize` maximum): the fewest calls for a long list. */
export const SERVICE_PAGE_SIZE = 100;

/** Calls in flight at once for one sitemap: quick enough for 500 pages, gentle on the services. */
const CONCURRENT_CALLS = 4;

/** How many items the list has now: one call for a page of one item. */
export const countOf = async <T>(fetchPage: PageFetcher<T>): Promise<number> => (await fetchPage(1, 1)).totalCount;

/**
 * Items `offset` to `offset + limit` (exclusive) of a paged list, asked for a service page at a time,
 * a few calls at once, and no further than the list's last page (`limit` may be Infinity: all of it).
 * A failed call fails the whole: a sitemap with silent gaps would tell crawlers those pages are gone.
 */
export async function itemsBetween<T>(fetchPage: PageFetcher<T>, offset: number, limit: number): Promise<T[]> {
  if (limit <= 0) return [];
  const firstPage = Math.floor(offset / SERVICE_PAGE_SIZE) + 1;
  const first = await fetchPage(firstPage, SERVICE_PAGE_SIZE);
  const lastPage = Math.min(first.totalPages, Math.ceil((offset + limit) / SERVICE_PAGE_SIZE));
  const pages = new Map<number, T[]>([[firstPage, first.items]]);
  let next = firstPage + 1;
  const worker = async (): Promise<void> => {
    while (next <= lastPage) {
      const page = next++;
      pages.set(page, (await fetchPage(page, SERVICE_PAGE_SIZE)).items);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CALLS }, worker));
  const items = [...pages.keys()].sort((a, b) => a - b).flatMap((page) => pages.get(page) ?? []);
  const skip = offset - (firstPage - 1) * SERVICE_PAGE_SIZE;
  return items.slice(skip, skip + limit);
}

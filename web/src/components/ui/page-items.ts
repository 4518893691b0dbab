/** One place in a row of page links: a page's number, or a gap for the pages left out. */
export type PageItem = { page: number } | { gap: 'start' | 'end' };

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The pages a row of page links shows for `page` of `count`: the first and last, the chosen one with
 * one on each side, and a gap where pages are left out. A gap never stands for a single page (that page
 * is shown instead), so the row keeps one length while the chosen page moves: MUI's Pagination rule
 * (boundaryCount 1, siblingCount 1), which the list pages used before they drew their links themselves.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), (endPages[0] ?? count + 1) - 2);
  const pages = (numbers: number[]): PageItem[] => numbers.map((number) => ({ page: number }));
  const startGap: PageItem[] = siblingsStart > boundary + 2 ? [{ gap: 'start' }] : boundary + 1 < count - boundary ? [{ page: boundary + 1 }] : [];
  const endGap: PageItem[] = siblingsEnd < count - boundary - 1 ? [{ gap: 'end' }] : count - boundary > boundary ? [{ page: count - boundary }] : [];
  return [...pages(startPages), ...startGap, ...pages(range(siblingsStart, siblingsEnd)), ...endGap, ...pages(endPages)];
}

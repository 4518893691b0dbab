/**
 * The one rule for a page's canonical address. A page is its path plus the parameters that change
 * what it is about: the searched text (`q` on /arama, `ara` in a section) and the page number
 * (`sayfa`, from 2). Filters, sort orders, tracking and every other parameter show the same page
 * another way, so they are dropped; a trailing slash is dropped too. The parameters keep this order.
 */
export const PAGE_DEFINING_PARAMS = ['q', 'ara', 'sayfa'] as const;

export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of PAGE_DEFINING_PARAMS) {
    const value = given.get(key)?.trim();
    if (!value) continue;
    if (key === 'sayfa' && !(Number.isInteger(Number(value)) && Number(value) > 1)) continue;
    kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Whether a list page has something to show: a category, brand or campaign the services say has no
 * product is an empty listing, which the shop marks `noindex` (nothing for a search engine to find
 * there), so it stays out of the sitemap. A count the contract leaves out says nothing: the page is kept.
 */
export const hasItems = (count: number | undefined): boolean => count !== 0;

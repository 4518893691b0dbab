/** The sitemaps.org protocol's limit: a sitemap lists at most 50 000 addresses (and 50 MB). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * How many parts a child sitemap of `count` addresses has. None for an empty area: the schema wants at
 * least one `<url>` in a sitemap, so an empty area is left out of the index (and its address is a 404).
 */
export const partCount = (count: number, perPart = MAX_URLS_PER_SITEMAP): number => Math.ceil(count / perPart);

/** The addresses part `part` (from 1) holds, as `offset` and `limit` for `SitemapArea.entries`. */
export const partRange = (part: number, perPart = MAX_URLS_PER_SITEMAP): { offset: number; limit: number } => ({
  offset: (part - 1) * perPart,
  limit: perPart,
});

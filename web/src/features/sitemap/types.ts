/** One address of a child sitemap: a path of the shop and, where its record says so, when it last changed. */
export interface SitemapEntry {
  /** A path built by config/paths.ts (`/urun/12`), made absolute when the XML is written. */
  path: string;
  /**
   * The record's own date of its last change (or of its publication, where the contract has no later
   * one). Undefined where the service gives no date: the sitemap then says the time it was built
   * (utils/lastmod.ts has the rule).
   */
  lastmod?: Date;
}

/**
 * One area of the shop with its own child sitemap (`/sitemap/<name>.xml`, split into numbered parts of
 * at most 50 000 addresses): products, one section's listings, categories, brands, …
 */
export interface SitemapArea {
  /** Its name in the child sitemap's address: lower-case Turkish, kebab-case (`urunler`, `pazar-ilanlari`). */
  name: string;
  /** How many addresses it has now (for the index: how many parts). */
  count: () => Promise<number>;
  /** Its addresses from `offset` on, at most `limit` of them, in a stable order. */
  entries: (offset: number, limit: number) => Promise<SitemapEntry[]>;
}

/**
 * How many items each kind of paged list page shows (the features' own page sizes, handed in by the
 * app: a feature never imports another). Pages 2, 3 … of a list are pages of their own under the
 * canonical rule (lib/seo/canonical.ts keeps `sayfa`), so the sitemap lists them too.
 */
export interface ListPageSizes {
  /** Category, brand and store pages (the catalogue's listing). */
  catalog: number;
  /** A section family's home. */
  section: number;
  campaign: number;
  blog: number;
  /** The brand directory (`/markalar`). */
  brands: number;
}

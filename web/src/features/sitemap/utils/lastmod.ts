/**
 * The `<lastmod>` rule of every child sitemap, one rule for all:
 * - a record whose answer carries a date of change says it: its `updatedAt` where the contract has one
 *   (listings, static pages), else the date it appeared where nothing later is recorded (a listing's
 *   `createdAt`, an article's `publishedAt`);
 * - a record whose answer carries no such date (products in a list, categories, brands, stores,
 *   campaigns, broadcasts, the shop's fixed pages) says the time the sitemap was built: its page is
 *   built from the services' current data, and the shop cannot tell when that last changed. Never a
 *   date made up to look older.
 */

/** A date from the contract (`date-time` text), or undefined for none or one that cannot be read. */
export function recordDate(...values: (string | null | undefined)[]): Date | undefined {
  for (const value of values) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}

/** W3C Datetime as the sitemap schema's `xsd:dateTime`, in UTC, to the second (`2026-11-28T12:54:42Z`). */
export const w3cDatetime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * What `<lastmod>` says for `lastmod`: the record's date, else the time the sitemap was built. A date
 * after that (a broadcast still to start) cannot be a last change yet: it says the build time too.
 */
export const lastmodOf = (lastmod: Date | undefined, builtAt: Date): string =>
  w3cDatetime(lastmod && lastmod.getTime() <= builtAt.getTime() ? lastmod : builtAt);

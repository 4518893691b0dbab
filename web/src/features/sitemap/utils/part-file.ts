/**
 * The area and part a child sitemap's file name names: `urunler.xml` is part 1 of `urunler`,
 * `urunler-2.xml` its part 2 (config/paths.ts `sitemapPart` writes them). Undefined for any other name,
 * `urunler-1.xml` included: one address per part.
 */
export function parsePartFile(file: string | undefined): { area: string; part: number } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(file ?? '');
  if (!match?.[1]) return undefined;
  return { area: match[1], part: match[2] ? Number(match[2]) : 1 };
}

import type { SitemapEntry } from '../types.ts';
import { escapeXml } from './escape-xml.ts';
import { lastmodOf } from './lastmod.ts';

/** The namespace of the sitemaps.org 0.9 protocol, for both a sitemap and a sitemap index. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An absolute address on `origin` for a path (`/urun/12`). */
export type Absolute = (path: string) => string;

/** One child sitemap: a `<urlset>` with each entry's absolute `<loc>` and its `<lastmod>`. */
export function urlsetXml(entries: readonly SitemapEntry[], absolute: Absolute, builtAt: Date): string {
  const urls = entries.map(
    ({ path, lastmod }) => `<url><loc>${escapeXml(absolute(path))}</loc><lastmod>${lastmodOf(lastmod, builtAt)}</lastmod></url>`,
  );
  return [DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls, '</urlset>', ''].join('\n');
}

/** The sitemap index: a `<sitemap>` per child sitemap part, each with its absolute `<loc>` and `<lastmod>`. */
export function sitemapIndexXml(parts: readonly SitemapEntry[], absolute: Absolute, builtAt: Date): string {
  const sitemaps = parts.map(
    ({ path, lastmod }) => `<sitemap><loc>${escapeXml(absolute(path))}</loc><lastmod>${lastmodOf(lastmod, builtAt)}</lastmod></sitemap>`,
  );
  return [DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...sitemaps, '</sitemapindex>', ''].join('\n');
}

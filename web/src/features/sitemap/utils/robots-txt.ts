import { paths } from '@/config/paths.ts';
import { privatePathPrefixes } from '@/lib/seo/indexing.ts';
import { robotsResponse } from './responses.ts';
import { siteAbsolute } from './site-absolute.ts';
import type { Absolute } from './sitemap-xml.ts';

/**
 * robots.txt: every crawler may read the shop except one person's pages (the account, carts, checkout,
 * sign-in and registration, in the marketplace and in every section: lib/seo/indexing.ts, the list the
 * pages' `noindex` comes from), and the sitemap index is named with its absolute address.
 * `Disallow: /hesabim` covers what is below it (`/hesabim/siparislerim`): robots rules match by prefix.
 */
export function robotsTxt(absolute: Absolute): string {
  return [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absolute(paths.sitemapIndex.getHref())}`,
    '',
  ].join('\n');
}

/** `/robots.txt` for a request to `requestUrl`. */
export const robotsTxtResponse = (requestUrl: string): Response => robotsResponse(robotsTxt(siteAbsolute(requestUrl)));

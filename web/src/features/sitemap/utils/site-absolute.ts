import { absoluteUrl, siteOrigin } from '@/lib/seo/site-url.ts';
import type { Absolute } from './sitemap-xml.ts';

/** Absolute addresses on the shop's public origin (VITE_SITE_URL, else the origin `requestUrl` was asked on). */
export function siteAbsolute(requestUrl: string): Absolute {
  const origin = siteOrigin(new URL(requestUrl).origin);
  return (path) => absoluteUrl(path, origin);
}

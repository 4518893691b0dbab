import { parseAppConfig } from '@/config/env.ts';

/** The shop's name as crawlers and social cards show it. */
export const SITE_NAME = 'Çarşı';

/**
 * The origin canonical links, social cards and the sitemap name: `VITE_SITE_URL` when the build sets
 * it (a shop behind a proxy or CDN), otherwise the origin the page was asked for (`requestOrigin`).
 */
export function siteOrigin(requestOrigin: string): string {
  return parseAppConfig(import.meta.env).siteUrl || requestOrigin.replace(/\/+$/, '');
}

/** An absolute address on the shop for a path (`/urun/1`) or an address the services gave (kept if absolute). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

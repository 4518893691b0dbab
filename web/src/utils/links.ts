import { isSameSitePath } from '../config/paths.ts';

/** Content links are either app routes ("/pazar") or outside addresses (app stores). */
export const isAppRoute = (link: string): boolean => isSameSitePath(link);

/**
 * An outside address from a service, kept only when it is an `https:` URL (no `javascript:`, `data:`,
 * plain `http:` or credentials in the URL); anything else gives undefined and is shown without a link.
 */
export function safeOutsideHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

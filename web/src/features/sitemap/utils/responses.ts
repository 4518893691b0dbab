/**
 * How long a crawler or a CDN may keep a sitemap: an hour. Each is built from the services' current
 * data on request; a crawler reads one a few times a day at most, and a new product waits at most this.
 */
const SITEMAP_CACHE = 'public, max-age=3600';
/** robots.txt changes only with a new build (its rules, VITE_SITE_URL): a day. */
const ROBOTS_CACHE = 'public, max-age=86400';
/** A service did not answer: a crawler should come back soon, not drop the sitemap or keep this. */
const RETRY_AFTER_SECONDS = '300';

const nosniff = { 'X-Content-Type-Options': 'nosniff' };

export const xmlResponse = (body: string): Response =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE, ...nosniff } });

export const robotsResponse = (body: string): Response =>
  new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ROBOTS_CACHE, ...nosniff } });

/** An address no sitemap has (an unknown area, a part past the last). */
export const notFoundResponse = (): Response =>
  new Response('Bu adreste bir site haritası yok.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...nosniff } });

/**
 * A service failed while the sitemap was being built: 503 with Retry-After, which crawlers read as
 * "later" (a 200 with missing addresses would tell them those pages are gone).
 */
export const unavailableResponse = (): Response =>
  new Response('Site haritası şu an hazırlanamadı; biraz sonra tekrar deneyin.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER_SECONDS, ...nosniff },
  });

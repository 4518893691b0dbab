import { LruCache } from '../utils/lru-cache.ts';
import { cardKey } from '../utils/card-key.ts';
import type { CardContent, CardSubject } from '../types.ts';
import { cardContentOf } from './card-content.ts';

/**
 * How long a social network or CDN may keep a card: an hour. A changed price or name draws a new card
 * here at once (the cache key holds them); the networks keep their own copies longer anyway.
 */
const CARD_CACHE_CONTROL = 'public, max-age=3600';

/** Drawn cards kept in this process: at most 400 cards or 48 MB, whichever limit comes first. */
const drawn = new LruCache<Uint8Array<ArrayBuffer>>({ maxEntries: 400, maxBytes: 48 * 1024 * 1024, sizeOf: (png) => png.byteLength });
/** Cards being drawn: a second request for the same card waits for the first drawing. */
const drawing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

const plain = (status: number, text: string, extra: Record<string, string> = {}): Response =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...extra } });

/**
 * The card drawn once per key. The drawing code (satori, resvg's WebAssembly and the fonts, several MB) is
 * loaded on the first card, not when the server starts.
 */
async function drawnCard(key: string, content: CardContent): Promise<Uint8Array<ArrayBuffer>> {
  const kept = drawn.get(key);
  if (kept) return kept;
  let pending = drawing.get(key);
  if (!pending) {
    pending = import('../render/draw-card.server.ts').then(({ drawCard }) => drawCard(content));
    drawing.set(key, pending);
    pending.then((png) => drawn.set(key, png)).finally(() => drawing.delete(key)).catch(() => undefined);
  }
  return pending;
}

/**
 * The social card of `subject` (1200×630 PNG), or 404 when the address names no record (an id that is
 * not one, an unknown section, a record the service does not have), or 503 when the service failed.
 */
export async function socialCardResponse(subject: CardSubject | undefined): Promise<Response> {
  if (!subject) return plain(404, 'Böyle bir paylaşım kartı yok.\n');
  let content: CardContent | undefined;
  try {
    content = await cardContentOf(subject);
  } catch (error) {
    console.error('Social card: the record could not be read:', error);
    return plain(503, 'Paylaşım kartı şu an çizilemedi.\n', { 'Retry-After': '60' });
  }
  if (!content) return plain(404, 'Böyle bir paylaşım kartı yok.\n');
  const png = await drawnCard(cardKey(subject, content), content);
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength), 'Cache-Control': CARD_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * The mock backend's clock. The seed is drawn once, deterministically, as if "now" were SEED_NOW; when
 * the store starts from it, every timestamp moves by the whole hours between SEED_NOW and the real
 * clock, so a shopper always sees an order placed this morning, a broadcast starting tomorrow evening
 * and reviews from the last months — never a shop frozen on the day the seed was written. Times of day
 * stay as drawn (the shift is whole hours), and the seed text itself never changes.
 */

/** The moment the seed's dates are drawn relative to (UTC). */
export const SEED_NOW = '2025-11-22T15:00:00.000Z';
export const SEED_NOW_MS = Date.parse(SEED_NOW);

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A seed moment `days` (and `hours`) before SEED_NOW, as store text. */
export const seedDaysAgo = (days: number, hours = 0): string => new Date(SEED_NOW_MS - days * DAY_MS - hours * HOUR_MS).toISOString();

/** How far the seed's dates move for a store started at `now`: whole hours, so times of day keep their minutes. */
export const seedShiftAt = (now: number): number => Math.floor((now - SEED_NOW_MS) / HOUR_MS) * HOUR_MS;

/** `2025-11-01T12:00:00.000Z`-shaped store text (Date#toISOString). */
const isTimestamp = (text: string): boolean =>
  text.length === 24 && text.charCodeAt(10) === 84 /* T */ && text.charCodeAt(23) === 90 /* Z */ && text.charCodeAt(4) === 45 /* - */;

/** Calendar days that belong to a moment of the shop's life (not a birthday): moved with the clock. */
const MOVING_DAYS: ReadonlySet<string> = new Set(['invoiceDate']);

function shiftDay(day: string, shift: number): string {
  const at = Date.parse(`${day}T12:00:00.000Z`);
  return Number.isNaN(at) ? day : new Date(at + shift).toISOString().slice(0, 10);
}

/**
 * What moves a seed's strings to the clock at `now` (timestamps, and the calendar days of MOVING_DAYS),
 * applied while the seed is decoded (store-codec.ts); undefined when nothing moves.
 */
export function seedRebaser(now = Date.now()): ((text: string, key: string) => string) | undefined {
  const shift = seedShiftAt(now);
  if (shift === 0) return undefined;
  return (text, key) => {
    if (isTimestamp(text)) {
      const at = Date.parse(text);
      return Number.isNaN(at) ? text : new Date(at + shift).toISOString();
    }
    return text.length === 10 && MOVING_DAYS.has(key) ? shiftDay(text, shift) : text;
  };
}

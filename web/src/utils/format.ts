/*
 * Numbers, prices and dates are written here, not with Intl.NumberFormat / DateTimeFormat: the first
 * Turkish formatter a page makes loads the locale's data, a long task on a phone's main thread
 * (measured in a product page's render). Turkish needs only a dot between thousands, a decimal comma and
 * the twelve month names; format.test.ts checks that both write the same text.
 */

/**
 * `value` (not negative) with `digits` decimals, rounded half up on its shortest decimal form as V8's
 * Intl rounds ("1.005" → "1.01"; `toFixed` rounds the binary value, 1.00499…, to "1.00").
 */
function toDecimalPlaces(value: number, digits: number): string {
  const shortest = String(value);
  if (shortest.includes('e')) return value.toFixed(digits);
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return digits === 0 ? integer : `${integer}.${fraction.padEnd(digits, '0')}`;
  const roundsUp = (fraction[digits] ?? '0') >= '5';
  const kept = (BigInt(integer + fraction.slice(0, digits)) + (roundsUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return digits === 0 ? kept : `${kept.slice(0, -digits)}.${kept.slice(-digits)}`;
}

/** "-1234.5" → "-1.234,5": a dot between thousands and a decimal comma. */
function turkishDigits(fixed: string): string {
  const [integer = '', fraction = ''] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** "-" for a number below zero (negative zero and what rounds to zero included, as Intl writes them). */
const signOf = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');

/** The digits of NaN and ±∞, as Intl writes them. */
const notFiniteDigits = (value: number): string => (Number.isNaN(value) ? 'NaN' : '∞');

/** 12345 → "12.345", 4.5 → "4,5" (Turkish grouping and decimal comma), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return `${signOf(value)}${notFiniteDigits(value)}`;
  const fixed = toDecimalPlaces(Math.abs(value), maximumFractionDigits);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return `${signOf(value)}${turkishDigits(trimmed)}`;
}

/** 1234.5 → "₺1.234,50" (Turkish grouping and decimal comma). */
export function formatPrice(amount: number): string {
  const digits = Number.isFinite(amount) ? turkishDigits(toDecimalPlaces(Math.abs(amount), 2)) : notFiniteDigits(amount);
  return `${signOf(amount)}₺${digits}`;
}

/** Turkish casing: "istanbul" → "İSTANBUL", "ılık" → "ILIK" (never the English dotless/dotted mix-up). */
export function toTurkishUpperCase(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

export function toTurkishLowerCase(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/** Shown where a date is missing or cannot be read. */
export const MISSING_DATE = '—';

/** The months as Turkish writes them in a date ("22 Kasım 2026"). */
const TURKISH_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;

type DateInput = Date | string | number | null | undefined;

/**
 * Türkiye's time, UTC+3 all year since 2016: a date reads the same on the server that renders the page
 * and in every visitor's browser (the page hydrates without a mismatch), as a Turkish shop states it.
 */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The moment in `value` shifted to Türkiye's wall clock, to be read with the UTC getters; undefined when
 * it is missing or cannot be read.
 */
function readDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : new Date(date.getTime() + TURKEY_OFFSET_MS);
}

/** "22 Kasım" in Türkiye's time. */
const dayAndMonth = (date: Date): string => `${date.getUTCDate()} ${TURKISH_MONTHS[date.getUTCMonth()] ?? ''}`;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** "22 Kasım 2026"; a missing or unreadable value gives "—" instead of throwing. */
export function formatDate(value: DateInput): string {
  const date = readDate(value);
  return date ? `${dayAndMonth(date)} ${date.getUTCFullYear()}` : MISSING_DATE;
}

/** "22 Kasım 14:30" (a start time this year); a missing or unreadable value gives "—". */
export function formatDayAndTime(value: DateInput): string {
  const date = readDate(value);
  return date ? `${dayAndMonth(date)} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}` : MISSING_DATE;
}

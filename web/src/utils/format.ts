// Made on first use: building an Intl formatter loads the locale's data (tens of milliseconds on a
// phone), which a page that shows no price or date should not pay when this module loads.
let priceFormatter: Intl.NumberFormat | undefined;
let dateFormatter: Intl.DateTimeFormat | undefined;
const numberFormatters = new Map<number, Intl.NumberFormat>();

/**
 * Builds the formatters a page's first render uses (the locale's data loads once, with the first):
 * app/mount.tsx calls it in a task of its own before the app draws, so a phone's main thread does not
 * pay for it inside the first render.
 */
export function prepareFormatters(): void {
  formatPrice(0);
  formatNumber(0);
}

/** 12345 → "12.345", 4.5 → "4,5" (Turkish grouping and decimal comma), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  let formatter = numberFormatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('tr-TR', { maximumFractionDigits });
    numberFormatters.set(maximumFractionDigits, formatter);
  }
  return formatter.format(value);
}

/** 1234.5 → "₺1.234,50" (Turkish grouping and decimal comma). */
export function formatPrice(amount: number): string {
  priceFormatter ??= new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  return priceFormatter.format(amount);
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

/** "22 Kasım 2026"; a missing or unreadable value gives "—" instead of throwing. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  dateFormatter ??= new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
  return dateFormatter.format(date);
}

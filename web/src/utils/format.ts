// Made on first use: building an Intl formatter loads the locale's data (tens of milliseconds on a
// phone), which a page that shows no price or date should not pay when this module loads.
let priceFormatter: Intl.NumberFormat | undefined;
let dateFormatter: Intl.DateTimeFormat | undefined;

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

import { z } from 'zod';

// Zod's own messages (a value of the wrong type, say) in Turkish too: no input ever shows English.
z.config(z.locales.tr());

/** Turkish messages of the shared validators; forms and tests read them from here. */
export const validationMessages = {
  required: 'Bu alan zorunludur.',
  emailRequired: 'E-posta adresinizi girin.',
  email: 'Geçerli bir e-posta adresi girin.',
  passwordRequired: 'Şifrenizi girin.',
  passwordLength: 'Şifre 8 ile 64 karakter arasında olmalıdır.',
  passwordMix: 'Şifre en az bir harf ve bir rakam içermelidir.',
  mobilePhone: 'Cep telefonu numarasını 5xxxxxxxxx biçiminde girin.',
  tcIdentity: 'Geçerli bir 11 haneli TC kimlik numarası girin.',
  taxNumber: 'Vergi numarası 10 haneli olmalıdır.',
  iban: 'Geçerli bir TR IBAN girin.',
  price: 'Fiyatı 1.250,50 biçiminde, 0’dan büyük ve en fazla 10.000.000 TL olarak girin.',
  discountRate: 'İndirim oranı 0 ile 100 arasında tam sayı olmalıdır.',
} as const;

const digitsOnly = (value: string): number[] => [...value].map(Number);

/** TC kimlik no: 11 digits, no leading zero, the 10th and 11th digits are checksums. */
export function isValidTcIdentity(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOnly(value);
  const at = (i: number): number => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return eleventh === at(10);
}

/** Spaces are allowed while typing ("TR33 0006 ..."); the check runs on the compact upper-case form. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toLocaleUpperCase('tr-TR');

/** A Turkish IBAN: TR, two check digits, 22 more digits, and the ISO 13616 mod-97 checksum equal to 1. */
export function isValidTrIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}

/** Accepts "0532 123 45 67", "+90 532 1234567" or "5321234567" and answers "5321234567". */
export function normalizeMobilePhone(value: string): string {
  const digits = value.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (/^90\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: validationMessages.emailRequired })
  .pipe(z.email({ error: validationMessages.email }));

export const passwordSchema = z
  .string()
  .min(1, { error: validationMessages.passwordRequired })
  .min(8, { error: validationMessages.passwordLength })
  .max(64, { error: validationMessages.passwordLength })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: validationMessages.passwordMix });

export const mobilePhoneSchema = z
  .string()
  .transform(normalizeMobilePhone)
  .refine((value) => /^5\d{9}$/.test(value), { error: validationMessages.mobilePhone });

export const tcIdentitySchema = z
  .string()
  .trim()
  .refine(isValidTcIdentity, { error: validationMessages.tcIdentity });

export const taxNumberSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{10}$/.test(value), { error: validationMessages.taxNumber });

export const ibanSchema = z
  .string()
  .transform(normalizeIban)
  .refine(isValidTrIban, { error: validationMessages.iban });

/** Highest price a form accepts (TL). */
export const MAX_PRICE = 10_000_000;

/**
 * A price as typed in Turkish ("1.250,50", "1250,5", "1250.50", "₺ 99"): the amount in TL with at most
 * two decimals, or undefined for anything else (never NaN, never negative).
 */
export function parseTurkishPrice(value: string): number | undefined {
  const text = value.replace(/[\s₺]|TL$/gi, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(text)) normal = text.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(text)) normal = text;
  else return undefined;
  const amount = Number(normal);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : undefined;
}

export const priceSchema = z
  .string()
  .transform((value) => parseTurkishPrice(value) ?? Number.NaN)
  .refine((amount) => Number.isFinite(amount) && amount > 0 && amount <= MAX_PRICE, { error: validationMessages.price });

export const discountRateSchema = z.coerce
  .number({ error: validationMessages.discountRate })
  .int({ error: validationMessages.discountRate })
  .min(0, { error: validationMessages.discountRate })
  .max(100, { error: validationMessages.discountRate });

/** The price after a percentage discount, to the kuruş; an out-of-range rate is clamped to 0–100. */
export function discountedPrice(price: number, ratePercent: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  const rate = Number.isFinite(ratePercent) ? Math.min(100, Math.max(0, ratePercent)) : 0;
  const after = price * ((100 - rate) / 100);
  // Beyond 2^53 kuruş there is no kuruş precision to round to (and ×100 could overflow).
  return after < Number.MAX_SAFE_INTEGER / 100 ? Math.round(after * 100) / 100 : after;
}

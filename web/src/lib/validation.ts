import { z } from 'zod';

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

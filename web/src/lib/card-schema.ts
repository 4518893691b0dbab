import type { NewCardPayment } from '@carsi/sdk/main';
import { z } from 'zod';

export const cardMessages = {
  holderName: 'Kart üzerindeki adı soyadı girin.',
  cardNumber: 'Geçerli bir kart numarası girin.',
  expiry: 'Son kullanma tarihini AA/YY biçiminde girin.',
  expired: 'Kartınızın son kullanma tarihi geçmiş.',
  cvc: 'CVC 3 veya 4 haneli olmalıdır.',
  cardAlias: 'Kaydedilecek karta bir ad verin.',
} as const;

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let at = 0; at < digits.length; at += 1) {
    let digit = Number(digits[digits.length - 1 - at]);
    if (at % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/** "08/29" is valid through the end of August 2029. */
export function isExpired(expiry: string, now: Date = new Date()): boolean {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** How the shopper pays: a saved card's id, or a new card typed into the form. */
export type PaymentChoice = number | 'new';

export interface NewCardValues extends Record<string, string | boolean> {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  saveCard: boolean;
  cardAlias: string;
}

export const emptyCard: NewCardValues = { holderName: '', cardNumber: '', expiry: '', cvc: '', saveCard: false, cardAlias: '' };

/** A new card typed at payment, checked before anything is sent. */
export const newCardSchema = z
  .object({
    holderName: z.string().trim().min(3, { error: cardMessages.holderName }).max(60, { error: cardMessages.holderName }),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => /^\d{15,19}$/.test(value) && passesLuhn(value), { error: cardMessages.cardNumber }),
    expiry: z
      .string()
      .trim()
      .regex(EXPIRY, { error: cardMessages.expiry })
      .refine((value) => !EXPIRY.test(value) || !isExpired(value), { error: cardMessages.expired }),
    cvc: z.string().trim().regex(/^\d{3,4}$/, { error: cardMessages.cvc }),
    saveCard: z.boolean(),
    cardAlias: z.string().trim().max(30),
  })
  .refine((card) => !card.saveCard || card.cardAlias.length > 0, { path: ['cardAlias'], error: cardMessages.cardAlias })
  .transform((card): NewCardPayment => {
    const [, month = '', year = ''] = EXPIRY.exec(card.expiry) ?? [];
    return {
      cardAlias: card.cardAlias || `Kartım ${card.cardNumber.slice(-4)}`,
      holderName: card.holderName,
      cardNumber: card.cardNumber,
      expireMonth: Number(month),
      expireYear: 2000 + Number(year),
      cvc: card.cvc,
      saveCard: card.saveCard,
    };
  });

import { DISCOUNT_CAPS, errorMessages } from '@carsi/sdk/runtime';

export type DiscountRateCheck = { rate: number; error?: undefined } | { rate?: undefined; error: string };

/**
 * Reads what the seller typed in the percentage field ("25", "%25", " 25 ") and checks it by the
 * server's own rules, in the server's order, with the catalogue's words: so the message on the field is
 * the one the server would answer, before anything is sent.
 */
export function checkDiscountRate(typed: string): DiscountRateCheck {
  const text = typed.trim().replace(/^%\s*/, '').replace(/\s*%$/, '');
  if (text === '') return { error: 'Lütfen indirim oranını girin.' };
  if (!/^-?\d+$/.test(text)) return { error: 'İndirim oranı tam sayı olmalı (ör. 25).' };
  const rate = Number(text);
  if (rate < 1) return { error: 'İndirim oranı en az %1 olmalı.' };
  if (rate > DISCOUNT_CAPS.whole) return { error: errorMessages['2000-0039'] };
  if (rate > DISCOUNT_CAPS.product) return { error: errorMessages['2000-0037'] };
  return { rate };
}

/** The price after `rate` percent off, to the kuruş (the server's figure, shown after saving, is the binding one). */
export const priceAfter = (price: number, rate: number): number => Math.round(price * (100 - rate)) / 100;

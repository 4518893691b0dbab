import { parseTurkishPrice } from '@/lib/validation.ts';
import { formatPrice } from '@/utils/format.ts';

/** An offer as typed, checked against the listing's price: the amount, or the Turkish reason it is refused. */
export type OfferCheck = { ok: true; price: number } | { ok: false; message: string };

export function checkOfferPrice(typed: string, listPrice: number): OfferCheck {
  if (typed.trim() === '') return { ok: false, message: 'Teklifinizi yazın.' };
  const price = parseTurkishPrice(typed);
  if (price === undefined || price <= 0) return { ok: false, message: 'Teklif sıfırdan büyük bir tutar olmalı (ör. 1.250 veya 1250,50).' };
  if (price >= listPrice) return { ok: false, message: `Teklifiniz ilan fiyatından (${formatPrice(listPrice)}) düşük olmalı.` };
  return { ok: true, price };
}

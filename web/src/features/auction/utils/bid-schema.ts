import { z } from 'zod';
import { MAX_PRICE, parseTurkishPrice } from '@/lib/validation.ts';
import { formatPrice } from '@/utils/format.ts';

export interface BidValues extends Record<string, string> {
  amount: string;
}

/** A bid as typed ("2.450", "2450,50"): a price in TL at least the next valid bid. */
export function bidSchema(nextMinimumBid: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: 'Teklif tutarını girin.' })
      .transform((value) => parseTurkishPrice(value) ?? Number.NaN)
      .refine((amount) => Number.isFinite(amount) && amount > 0 && amount <= MAX_PRICE, { error: 'Geçerli bir tutar girin (ör. 2.450).' })
      .refine((amount) => amount >= nextMinimumBid, { error: `En az ${formatPrice(nextMinimumBid)} teklif verebilirsiniz.` }),
  });
}

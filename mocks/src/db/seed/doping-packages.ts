/**
 * The swap section's promotion (doping) price list, in TRY with VAT, in the order the shop offers the
 * packages: what GET /api/swap/doping/package answers, what buying a package charges, and what the
 * seeded doping cost. Longer durations cost less per day, as sellers expect of such a list.
 */
import type { DopingPackageName, DopingRecord } from '../vertical-types.ts';

export type DopingDays = DopingRecord['durationDays'];

export const DOPING_PRICE_LIST: readonly { package: DopingPackageName; prices: readonly { durationDays: DopingDays; price: number }[] }[] = [
  { package: 'SHOWCASE', prices: [{ durationDays: 1, price: 39.9 }, { durationDays: 7, price: 149.9 }, { durationDays: 30, price: 299.9 }] },
  { package: 'TOP_OF_LIST', prices: [{ durationDays: 1, price: 29.9 }, { durationDays: 7, price: 119.9 }, { durationDays: 30, price: 249.9 }] },
  { package: 'HIGHLIGHT', prices: [{ durationDays: 1, price: 14.9 }, { durationDays: 7, price: 59.9 }, { durationDays: 30, price: 149.9 }] },
  { package: 'URGENT', prices: [{ durationDays: 1, price: 9.9 }, { durationDays: 7, price: 39.9 }, { durationDays: 30, price: 99.9 }] },
];

/** The listed price of a package for a duration; undefined when the list does not sell that pair. */
export function dopingPrice(packageName: string, days: number): number | undefined {
  return DOPING_PRICE_LIST.find((offer) => offer.package === packageName)?.prices.find((p) => p.durationDays === days)?.price;
}

/** The listed price of a pair the list sells (the seed's dopings); a pair it does not sell is a seed bug. */
export function listedDopingPrice(packageName: DopingPackageName, days: DopingDays): number {
  const price = dopingPrice(packageName, days);
  if (price === undefined) throw new Error(`the doping price list does not sell ${packageName} for ${days} days`);
  return price;
}

import type { SectionKey } from '@/lib/section-api.ts';

/** What a social card is of: a marketplace product, or a listing of a section family. */
export type CardSubject = { kind: 'product'; id: number } | { kind: 'listing'; section: SectionKey; id: number };

/** What a card shows, read from the record. */
export interface CardContent {
  /** The product's or listing's name. */
  title: string;
  /** What it costs now (a listing's asking price; a swap listing's estimated value). */
  price: number;
  /** The price before a discount, shown struck through; absent without one. */
  listPrice?: number;
  /** The first picture's address as the service gave it (possibly relative to the main service). */
  pictureUrl?: string;
  /** Where it is sold: "Pazaryeri", "Pazar", "Zanaat", "Takas". */
  label: string;
  /** A line under the price, e.g. that a swap listing's price is an estimate. */
  note?: string;
}

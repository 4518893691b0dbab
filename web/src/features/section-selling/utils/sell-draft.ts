import type { ProductCondition, YesNo, TradeRole } from '@carsi/sdk/main';
import type { SectionKey } from '@/lib/section-api.ts';

/** spec §9: a new listing's price starts at 0. */
const DEFAULT_DRAFT_PRICE = 0;

/** What the seller typed in the sell form (images are kept in memory; files cannot be stored). */
export interface SellDraft {
  title: string;
  description: string;
  categoryId: string;
  brandId: string;
  condition: ProductCondition;
  province: string;
  district: string;
  price: string;
  shippingPayer: TradeRole;
  isOpenNegotiation: YesNo;
  properties: { name: string; value: string }[];
}

export const emptyDraft = (): SellDraft => ({
  title: '',
  description: '',
  categoryId: '',
  brandId: '',
  condition: 'NEW',
  province: '',
  district: '',
  price: String(DEFAULT_DRAFT_PRICE),
  shippingPayer: 'BUYER',
  isOpenNegotiation: 'YES',
  properties: [],
});

/** One stored draft per section and per listing ("new" for a new listing), in this tab's session. */
const storageKey = (section: SectionKey, listingId: number | undefined) =>
  `carsi.sell-draft.${section}.${listingId ?? 'new'}`;

export function loadDraft(section: SectionKey, listingId?: number): SellDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKey(section, listingId));
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return { ...emptyDraft(), ...(parsed as Partial<SellDraft>) };
  } catch {
    return undefined;
  }
}

export function saveDraft(section: SectionKey, listingId: number | undefined, draft: SellDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(section, listingId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the copy for a reload; the form keeps its values.
  }
}

export function clearDraft(section: SectionKey, listingId?: number): void {
  try {
    window.sessionStorage.removeItem(storageKey(section, listingId));
  } catch {
    // Nothing stored.
  }
}

import { HelpCategory, HelpCentreSection } from '@carsi/sdk/main';

/** The help-centre sections (spec §3) with their Turkish names and URL words. */
export const helpSections = [
  { value: HelpCentreSection.PRODUCT, label: 'Ürün', param: 'urun' },
  { value: HelpCentreSection.CONTRACTS, label: 'Sözleşmeler', param: 'sozlesmeler' },
  { value: HelpCentreSection.HELP, label: 'Yardım', param: 'yardim' },
] as const;

export const helpCategoryIds = [
  HelpCategory.PRODUCT_FEATURES,
  HelpCategory.DELIVERY_AND_SHIPPING,
  HelpCategory.SERVICE_AND_SUPPORT,
  HelpCategory.RETURN_AND_CANCELLATION,
] as const;

/** Turkish names when the categories have not loaded yet. */
export const helpCategoryFallbackNames: Record<HelpCategory, string> = {
  1: 'Ürün Özellikleri',
  2: 'Teslimat ve Kargo',
  3: 'Servis ve Teknik Destek',
  4: 'İade ve İptal',
};

export interface HelpState {
  section: HelpCentreSection;
  category: HelpCategory;
  search: string;
}

/** Reads `?bolum=&kategori=&ara=`; anything unknown falls back to Ürün / category 1. */
export function readHelpState(params: URLSearchParams): HelpState {
  const section = helpSections.find((s) => s.param === params.get('bolum'))?.value ?? HelpCentreSection.PRODUCT;
  const wanted = Number(params.get('kategori'));
  const category = helpCategoryIds.find((id) => id === wanted) ?? HelpCategory.PRODUCT_FEATURES;
  return { section, category, search: (params.get('ara') ?? '').trim() };
}

/** Lower-cases with Turkish rules and drops accents, so "iade" finds "İade". */
export const foldTurkish = (text: string): string =>
  text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');

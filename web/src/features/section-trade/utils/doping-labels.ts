import type { DopingPackage } from '@carsi/sdk/main';

/** Turkish names and one-line explanations of the promotion packages of a swap listing. */
export const dopingPackageLabels: Record<DopingPackage, string> = {
  TOP_OF_LIST: 'Listede en üstte',
  SHOWCASE: 'Vitrin',
  HIGHLIGHT: 'Renkli çerçeve',
  URGENT: 'Acil etiketi',
};

export const dopingPackageHints: Record<DopingPackage, string> = {
  TOP_OF_LIST: 'İlanınız aramalarda ve kategori listelerinde önce gösterilir.',
  SHOWCASE: 'İlanınız Takas ana sayfasının vitrininde yer alır.',
  HIGHLIGHT: 'İlanınız listelerde dikkat çeken bir çerçeveyle görünür.',
  URGENT: 'İlanınızda “Acil” etiketi görünür.',
};

/** "7 gün": a promotion's duration as the price list and the form name it. */
export const durationLabel = (days: number): string => `${days} gün`;

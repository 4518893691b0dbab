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

export const dopingPackageOrder: readonly DopingPackage[] = ['SHOWCASE', 'TOP_OF_LIST', 'HIGHLIGHT', 'URGENT'];

/** The durations the contract allows, in days. */
export const dopingDurations = [1, 7, 30] as const;
export type DopingDuration = (typeof dopingDurations)[number];

export const isDopingPackage = (value: string): value is DopingPackage => (dopingPackageOrder as readonly string[]).includes(value);
export const isDopingDuration = (value: number): value is DopingDuration => (dopingDurations as readonly number[]).includes(value);

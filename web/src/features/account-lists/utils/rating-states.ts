import { RatingTarget } from '@carsi/sdk/main';

export type RatingState = 'new' | 'approved' | 'notApproved';

export const ratingStates: readonly { state: RatingState; label: string; empty: string }[] = [
  { state: 'new', label: 'Yeni', empty: 'Onay bekleyen değerlendirmeniz yok.' },
  { state: 'approved', label: 'Onaylanan', empty: 'Onaylanmış değerlendirmeniz yok.' },
  { state: 'notApproved', label: 'Onaylanmayan', empty: 'Onaylanmayan değerlendirmeniz yok.' },
];

export const ratingTargetLabels: Record<RatingTarget, string> = {
  [RatingTarget.PRODUCT]: 'Ürün değerlendirmeleri',
  [RatingTarget.SELLER]: 'Satıcı değerlendirmeleri',
};

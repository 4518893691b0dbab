import { RatingApprovalState, RatingTarget } from '@carsi/sdk/main';

/** "Yeni" lists what is left to rate; the other two the member's written ratings. */
export type RatingTab = 'new' | WrittenRatingState;
export type WrittenRatingState = 'pending' | 'approved';

export const ratingTabs: readonly { tab: RatingTab; label: string; empty: string }[] = [
  { tab: 'new', label: 'Yeni', empty: 'Değerlendirmenizi bekleyen teslim edilmiş bir siparişiniz yok.' },
  { tab: 'pending', label: 'Onay bekleyen', empty: 'Onay bekleyen değerlendirmeniz yok.' },
  { tab: 'approved', label: 'Onaylanan', empty: 'Onaylanmış değerlendirmeniz yok.' },
];

export const ratingTargetLabels: Record<RatingTarget, string> = {
  [RatingTarget.PRODUCT]: 'Ürün değerlendirmeleri',
  [RatingTarget.SELLER]: 'Satıcı değerlendirmeleri',
};

export const approvalStateLabels: Record<RatingApprovalState, string> = {
  [RatingApprovalState.WAITING_FOR_APPROVAL]: 'Onay bekliyor',
  [RatingApprovalState.APPROVED]: 'Yayında',
  [RatingApprovalState.NOT_APPROVED]: 'Onaylanmadı',
};

import { ApprovalStatus } from '@carsi/sdk/main';

/** The spec's approval states of a company profile, in the order a review goes through them. */
export const approvalLabels: Record<ApprovalStatus, string> = {
  [ApprovalStatus.FilePending]: 'Belge bekleniyor',
  [ApprovalStatus.AwaitingAdminApproval]: 'Yönetici onayı bekleniyor',
  [ApprovalStatus.Approved]: 'Onaylandı',
};

/** What the member can do in each state. */
export const approvalHints: Record<ApprovalStatus, string> = {
  [ApprovalStatus.FilePending]: 'Vergi levhanızı yükleyip formu yeniden gönderin; belge gelince inceleme başlar.',
  [ApprovalStatus.AwaitingAdminApproval]: 'Belgeleriniz yöneticilerimizce inceleniyor. Onaylanana kadar hesabınız bireysel olarak kalır.',
  [ApprovalStatus.Approved]: 'Kurumsal bilgileriniz onaylandı; faturalarınız şirketiniz adına düzenlenir.',
};

export const APPROVAL_STEPS = [ApprovalStatus.FilePending, ApprovalStatus.AwaitingAdminApproval, ApprovalStatus.Approved] as const;

export const isAwaitingApproval = (status: ApprovalStatus | undefined): status is ApprovalStatus =>
  status !== undefined && status !== ApprovalStatus.Approved;

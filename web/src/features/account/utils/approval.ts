import { ApprovalStatus } from '@carsi/sdk/main';

/** What the member is told about the review of a company profile. */
export const approvalLabels: Record<ApprovalStatus, string> = {
  [ApprovalStatus.FilePending]: 'Vergi levhası bekleniyor',
  [ApprovalStatus.AwaitingAdminApproval]: 'Yönetici onayı bekleniyor',
  [ApprovalStatus.Approved]: 'Onaylandı',
};

export const isAwaitingApproval = (status: ApprovalStatus | undefined): status is ApprovalStatus =>
  status !== undefined && status !== ApprovalStatus.Approved;

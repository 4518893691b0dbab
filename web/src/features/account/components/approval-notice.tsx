import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ApprovalStatus } from '@carsi/sdk/main';
import { approvalLabels, isAwaitingApproval } from '../utils/approval.ts';

/** "Onay bekliyor" while a company profile is under review; nothing otherwise. */
export function ApprovalNotice({ status }: { status: ApprovalStatus | undefined }) {
  if (!isAwaitingApproval(status)) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>Onay bekliyor</AlertTitle>
      Kurumsal bilgileriniz incelemede: {approvalLabels[status]}. Onaylanana kadar hesabınız bireysel olarak kalır.
    </Alert>
  );
}

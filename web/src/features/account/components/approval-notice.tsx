import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApprovalStatus } from '@carsi/sdk/main';
import { APPROVAL_STEPS, approvalHints, approvalLabels, isAwaitingApproval } from '../utils/approval.ts';

interface ApprovalNoticeProps {
  status: ApprovalStatus | undefined;
  /** The account already is a company account (an approved one hears so; an individual one hears nothing). */
  company?: boolean;
}

/**
 * The review of a company profile in the spec's states: "Belge bekleniyor" → "Yönetici onayı
 * bekleniyor" → "Onaylandı", the current one marked, with what the member can do now.
 */
export function ApprovalNotice({ status, company = false }: ApprovalNoticeProps) {
  if (status === undefined || (!isAwaitingApproval(status) && !company)) return null;
  const awaiting = isAwaitingApproval(status);
  return (
    <Alert severity={awaiting ? 'info' : 'success'} role="status" aria-label="Kurumsal hesap onay durumu">
      <AlertTitle>{awaiting ? 'Onay bekliyor' : 'Kurumsal hesap onaylandı'}</AlertTitle>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {APPROVAL_STEPS.map((step) => {
          const current = step === status;
          const done = step < status;
          return (
            <Typography
              key={step}
              component="li"
              variant="body2"
              aria-current={current ? 'step' : undefined}
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                border: 1,
                borderColor: current ? 'text.primary' : 'divider',
                fontWeight: current ? 700 : 400,
                color: current || done ? 'text.primary' : 'text.secondary',
              }}
            >
              {done ? `✓ ${approvalLabels[step]}` : approvalLabels[step]}
              {current && <span className="sr-only"> (şu anki durum)</span>}
            </Typography>
          );
        })}
      </Box>
      {approvalHints[status]}
    </Alert>
  );
}

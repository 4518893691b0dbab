import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { isReportReason, reportReasonLabels, reportReasonOrder } from '../utils/report-reasons.ts';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface ReportListingDialogProps {
  section: SectionKey;
  listingId: number;
  open: boolean;
  onClose: () => void;
}

type Field = 'reasonType' | 'reason';

/** "İlanı şikayet et": a reason type and a short explanation for the moderators. */
export function ReportListingDialog({ section, listingId, open, onClose }: ReportListingDialogProps) {
  const titleId = useId();
  const [reasonType, setReasonType] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const report = sectionApi(section).useReportProduct({
    mutation: {
      onSuccess: () => {
        setReasonType('');
        setReason('');
        onClose();
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const next: Partial<Record<Field, string>> = {};
    if (!isReportReason(reasonType)) next.reasonType = 'Şikayet nedenini seçin.';
    if (text.length < REASON_MIN || text.length > REASON_MAX) next.reason = `Açıklamanız ${REASON_MIN} ile ${REASON_MAX} karakter arasında olmalı.`;
    setErrors(next);
    if (Object.keys(next).length > 0 || !isReportReason(reasonType)) return;
    report.mutate({ id: listingId, data: { reasonType, reason: text } });
  };

  return (
    <Dialog open={open} onClose={report.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>İlanı şikayet et</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Şikayetiniz moderatörlerimize iletilir; ilan incelenir ve gerekirse yayından kaldırılır.</DialogContentText>
            <TextField
              select
              label="Şikayet nedeni"
              value={reasonType}
              onChange={(event) => setReasonType(event.target.value)}
              error={errors.reasonType !== undefined}
              helperText={errors.reasonType}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Seçin</option>
              {reportReasonOrder.map((type) => (
                <option key={type} value={type}>
                  {reportReasonLabels[type]}
                </option>
              ))}
            </TextField>
            <TextField
              label="Açıklamanız"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={errors.reason !== undefined}
              helperText={errors.reason ?? 'Ne gördüğünüzü kısaca anlatın.'}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={report.isPending}>
            Şikayeti gönder
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

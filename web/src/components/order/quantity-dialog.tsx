import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderItem, OrderItemQuantity } from '@carsi/sdk/main';
import { useId, useState } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { remainingOf } from './order-items.ts';
import { checkQuantities, quantityMessages, type Quantities } from './quantity-form.ts';

interface QuantityDialogProps {
  open: boolean;
  title: string;
  description: string;
  lines: readonly OrderItem[];
  reasonLabel: string;
  reasonRequired: boolean;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal (e.g. 2000-0067, 2000-0104), shown inside the dialog. */
  serverError: string | undefined;
  onSubmit: (items: OrderItemQuantity[], reason: string) => void;
  onClose: () => void;
}

/** Choose how many pieces of each line to cancel or return, and why; what was typed stays on errors. */
export function QuantityDialog(props: QuantityDialogProps) {
  const { open, title, description, lines, reasonLabel, reasonRequired, submitLabel, busy, serverError, onSubmit, onClose } = props;
  const titleId = useId();
  const [quantities, setQuantities] = useState<Quantities>(() => Object.fromEntries(lines.map((line) => [line.id, String(remainingOf(line))])));
  const [reason, setReason] = useState('');
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);

  const submit = () => {
    const checked = checkQuantities(lines, quantities);
    const badReason = reasonRequired && reason.trim().length < 3 ? quantityMessages.reason : undefined;
    setItemErrors(checked.itemErrors);
    setFormError(checked.formError);
    setReasonError(badReason);
    if (Object.keys(checked.itemErrors).length > 0 || checked.formError || badReason) return;
    onSubmit(checked.items, reason.trim());
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
          {lines.map((line) => (
            <Box key={line.id} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {line.title}
              </Typography>
              <TextField
                label="Adet"
                type="number"
                size="small"
                value={quantities[line.id] ?? ''}
                onChange={(event) => setQuantities((prev) => ({ ...prev, [line.id]: event.target.value }))}
                error={itemErrors[line.id] !== undefined}
                helperText={itemErrors[line.id] ?? `En fazla ${remainingOf(line)}`}
                disabled={busy}
                sx={{ width: 120, flexShrink: 0 }}
                slotProps={{ htmlInput: { min: 0, max: remainingOf(line), inputMode: 'numeric', 'aria-label': `${line.title} adedi` } }}
              />
            </Box>
          ))}
          <TextAreaField label={reasonLabel} required={reasonRequired} max={500} noCount value={reason} onChange={setReason} error={reasonError} disabled={busy} />
          <FormError message={formError ?? serverError} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button onClick={submit} variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  description: ReactNode;
  confirmLabel: string;
  /** Red for a loss (delete, reject); green for a binding yes (accept a swap). */
  confirmColor?: 'error' | 'success';
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra content (e.g. a password field) between the text and the buttons. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone (delete an address, a card, the account; reject an offer). */
export function ConfirmDialog({ open, title, description, confirmLabel, confirmColor = 'error', busy = false, onConfirm, onClose, children }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{description}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button onClick={onConfirm} color={confirmColor} variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Address } from '@carsi/sdk/main';
import { useId } from 'react';
import { AddressForm } from '@/components/address/address-form.tsx';

interface AddressDialogProps {
  open: boolean;
  address?: Address;
  onClose: () => void;
}

/** The address form in a dialog; the whole screen on a phone. */
export function AddressDialog({ open, address, onClose }: AddressDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{address ? 'Adresi düzenle' : 'Yeni adres ekle'}</DialogTitle>
      <DialogContent>
        <AddressForm key={address?.id ?? 'new'} address={address} onDone={onClose} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}

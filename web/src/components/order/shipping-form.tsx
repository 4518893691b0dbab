import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import type { FormAction } from './form-action.ts';

export interface ShippingValue {
  cargoCompany: string;
  trackingNumber: string;
}

const CARRIERS = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'Sürat Kargo'] as const;
const TRACKING = /^[A-Za-z0-9]{6,30}$/;

/**
 * The seller records (or corrects) the carrier and tracking number of an order, on every platform; the
 * order becomes "Kargoya verildi". `children` adds what a platform asks for besides (a section's
 * cargo address).
 */
export function ShippingForm({ ship, children }: { ship: FormAction<ShippingValue>; children?: ReactNode }) {
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = tracking.trim();
    if (!TRACKING.test(number)) {
      setTrackingError('Takip numarası 6–30 harf veya rakamdan oluşur.');
      return;
    }
    ship.submit({ cargoCompany: carrier, trackingNumber: number });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Kargo bilgisi">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select name="cargoCompany" label="Kargo firması" value={carrier} onChange={(event) => setCarrier(event.target.value)} fullWidth>
          {CARRIERS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="trackingNumber"
          label="Takip numarası"
          required
          fullWidth
          value={tracking}
          onChange={(event) => {
            setTracking(event.target.value);
            setTrackingError(undefined);
          }}
          error={trackingError !== undefined}
          helperText={trackingError ?? 'Kargo fişindeki numara'}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
      </Stack>
      {children}
      <FormError message={ship.problem} />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={ship.pending}>
        {ship.pending ? 'Kaydediliyor…' : 'Kargoya verdim'}
      </Button>
    </Stack>
  );
}

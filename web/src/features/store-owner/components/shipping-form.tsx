import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useUpdateOrderShipping } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

const TRACKING = /^[A-Za-z0-9]{6,30}$/;

/** The store records (or corrects) the carrier and tracking number; the order becomes "Kargoya verildi". */
export function ShippingForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [cargoCompany, setCargoCompany] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ cargoCompany?: string; trackingNumber?: string }>({});
  const update = useUpdateOrderShipping({
    mutation: {
      meta: { successMessage: 'Kargo bilgisi kaydedildi.' },
      onSuccess: async () => {
        onDone();
        await client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/order/') });
      },
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const company = cargoCompany.trim();
    const tracking = trackingNumber.trim();
    const next = {
      ...(company.length < 2 ? { cargoCompany: 'Kargo firmasını yazın.' } : {}),
      ...(!TRACKING.test(tracking) ? { trackingNumber: 'Takip numarası 6–30 harf ya da rakam olmalıdır.' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) update.mutate({ data: { orderId, cargoCompany: company, trackingNumber: tracking } });
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        label="Kargo firması"
        value={cargoCompany}
        onChange={(event) => setCargoCompany(event.target.value)}
        error={errors.cargoCompany !== undefined}
        helperText={errors.cargoCompany}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        size="small"
        label="Takip numarası"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={errors.trackingNumber !== undefined}
        helperText={errors.trackingNumber}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        {update.isPending ? 'Kaydediliyor…' : 'Kargoya verildi'}
      </Button>
    </Stack>
  );
}

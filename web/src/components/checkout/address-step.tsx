import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@carsi/sdk/main';
import { useListAddresses } from '@/lib/api/addresses.ts';
import { useEffect, useState } from 'react';
import { AddressForm } from '../address/address-form.tsx';

interface AddressStepProps {
  value: number | undefined;
  onChange: (addressId: number) => void;
}

const describe = (address: Address): string =>
  `${address.firstName} ${address.lastName} · ${address.address}, ${address.neighborhood}, ${address.district}/${address.province}`;

/** Where the order goes: a saved address, or a new one added here. */
export function AddressStep({ value, onChange }: AddressStepProps) {
  const addresses = useListAddresses();
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const first = list[0];
  useEffect(() => {
    if (value === undefined && first) onChange(first.id);
  }, [value, first, onChange]);

  if (addresses.isPending) return <Skeleton variant="rounded" height={120} aria-label="Adresler yükleniyor" />;
  const showForm = adding || list.length === 0;
  return (
    <Stack spacing={2}>
      {list.length > 0 && (
        <RadioGroup
          name="addressId"
          aria-label="Teslimat adresi"
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {list.map((address) => (
            <FormControlLabel
              key={address.id}
              value={String(address.id)}
              control={<Radio />}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                    {address.addressName}
                  </Typography>
                  <Typography component="span" variant="body2" color="textSecondary">
                    {describe(address)}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      )}
      {showForm ? (
        <AddressForm
          onDone={(address) => {
            setAdding(false);
            onChange(address.id);
          }}
          onCancel={list.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button startIcon={<AddRounded />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          Yeni adres ekle
        </Button>
      )}
    </Stack>
  );
}

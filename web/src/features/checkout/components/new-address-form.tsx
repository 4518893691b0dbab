import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getListAddressesQueryKey, useCreateAddress, type Address } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useZodForm } from '../../../hooks/use-zod-form.ts';
import { emptyAddress, newAddressSchema, type NewAddress } from '../utils/address-schema.ts';
import { LocationFields } from './location-fields.tsx';

interface NewAddressFormProps {
  onCreated: (address: Address) => void;
  onCancel?: () => void;
}

type TextKey = 'addressName' | 'firstName' | 'lastName' | 'phone' | 'address';
const textFields: readonly { name: TextKey; label: string; autoComplete: string; multiline?: boolean; type?: string }[] = [
  { name: 'addressName', label: 'Adres adı (ör. Ev)', autoComplete: 'off' },
  { name: 'firstName', label: 'Ad', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Soyad', autoComplete: 'family-name' },
  { name: 'phone', label: 'Cep telefonu', autoComplete: 'tel-national', type: 'tel' },
];

/** A delivery address added during payment; it is saved to the account and chosen at once. */
export function NewAddressForm({ onCreated, onCancel }: NewAddressFormProps) {
  const client = useQueryClient();
  const form = useZodForm(newAddressSchema, emptyAddress);
  const [names, setNames] = useState({ province: '', district: '' });
  const create = useCreateAddress({
    mutation: {
      meta: { successMessage: 'Adresiniz kaydedildi.' },
      onSuccess: (address) => {
        void client.invalidateQueries({ queryKey: getListAddressesQueryKey() });
        onCreated(address);
      },
      onError: form.applyServerError,
    },
  });
  const save = (data: NewAddress) =>
    create.mutate({
      data: {
        addressName: data.addressName,
        firstName: data.firstName,
        lastName: data.lastName,
        phone: data.phone,
        address: data.address,
        province: names.province,
        district: names.district,
        neighborhood: data.neighborhood,
        corporateAddress: false,
        EInvoicePayer: false,
      },
    });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(save)} spacing={2} aria-label="Yeni adres">
      <Stack sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            required
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={form.values[field.name]}
            onChange={(event) => form.setValue(field.name, event.target.value)}
            error={form.errors[field.name] !== undefined}
            helperText={form.errors[field.name]}
          />
        ))}
        <LocationFields
          provinceId={form.values.provinceId}
          districtId={form.values.districtId}
          neighborhood={form.values.neighborhood}
          errors={form.errors}
          onProvince={(id, name) => {
            form.setValue('provinceId', id);
            form.setValue('districtId', '');
            form.setValue('neighborhood', '');
            setNames({ province: name, district: '' });
          }}
          onDistrict={(id, name) => {
            form.setValue('districtId', id);
            form.setValue('neighborhood', '');
            setNames((previous) => ({ ...previous, district: name }));
          }}
          onNeighborhood={(name) => form.setValue('neighborhood', name)}
        />
      </Stack>
      <TextField
        name="address"
        label="Açık adres"
        required
        multiline
        minRows={2}
        autoComplete="street-address"
        value={form.values.address}
        onChange={(event) => form.setValue('address', event.target.value)}
        error={form.errors.address !== undefined}
        helperText={form.errors.address ?? 'Mahalle, sokak, bina ve daire numarası'}
      />
      {form.formError && (
        <Typography role="alert" color="error">
          {form.formError}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Kaydediliyor…' : 'Adresi kaydet'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={create.isPending}>
            Vazgeç
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CargoAddress, CargoAddressInput } from '@carsi/sdk/main';
import { LocationFields } from '@/components/location/location-fields.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useRefreshSection } from '../api/section-queries.ts';
import { cargoAddressSchema, cargoValuesOf, emptyCargoAddress, type CargoAddressValues } from '../utils/cargo-address-schema.ts';

type TextKey = 'addressName' | 'firstName' | 'lastName' | 'phone';
const codeFields = { '2000-0006': 'province', '2000-0206': 'district', '2000-0207': 'neighborhood' } as const;

interface CargoAddressFormProps {
  section: SectionKey;
  address?: CargoAddress;
  onDone: () => void;
  onCancel: () => void;
}

/** Add or edit a cargo address with the shop's location fields; typed values stay when the server refuses. */
export function CargoAddressForm({ section, address, onDone, onCancel }: CargoAddressFormProps) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const form = useZodForm<CargoAddressValues, CargoAddressInput>(cargoAddressSchema, address ? cargoValuesOf(address) : emptyCargoAddress, { codeFields });
  const onSuccess = () => {
    void refresh('cargo-address');
    onDone();
  };
  const create = api.useCreateCargoAddress({ mutation: { meta: { successMessage: 'Kargo adresi eklendi.' }, onSuccess } });
  const update = api.useUpdateCargoAddress({ mutation: { meta: { successMessage: 'Adres güncellendi.' }, onSuccess } });
  const busy = create.isPending || update.isPending;
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit((data) => {
    const options = { onError: form.applyServerError };
    if (address) update.mutate({ id: address.id, data }, options);
    else create.mutate({ data }, options);
  });

  const text = (name: TextKey, label: string, extra: { autoComplete?: string; type?: string; helper?: string } = {}) => (
    <TextField
      name={name}
      label={label}
      required
      fullWidth
      type={extra.type}
      autoComplete={extra.autoComplete}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? extra.helper}
      disabled={busy}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={address ? 'Kargo adresini düzenle' : 'Yeni kargo adresi'}>
      {text('addressName', 'Adres adı', { helper: 'Ör. Ev, Atölye' })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', 'Ad', { autoComplete: 'given-name' })}
        {text('lastName', 'Soyad', { autoComplete: 'family-name' })}
      </Stack>
      {text('phone', 'Cep telefonu', { autoComplete: 'tel-national', type: 'tel', helper: '5xx xxx xx xx' })}
      <LocationFields
        value={{ province: values.province, district: values.district, neighborhood: values.neighborhood }}
        errors={errors}
        onChange={(name, value) => setValue(name, value)}
        disabled={busy}
      />
      <TextField
        name="address"
        label="Adres"
        required
        fullWidth
        multiline
        minRows={2}
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => setValue('address', event.target.value)}
        error={errors.address !== undefined}
        helperText={errors.address ?? 'Kargonun alınacağı cadde, sokak, bina ve daire'}
        disabled={busy}
      />
      <FormControlLabel
        control={<Checkbox name="isDefault" checked={values.isDefault} onChange={(event) => setValue('isDefault', event.target.checked)} disabled={busy} />}
        label="Varsayılan gönderim adresim olsun"
      />
      {form.formError && (
        <Alert severity="warning" role="alert">
          {form.formError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Adresi kaydet'}
        </Button>
      </Stack>
    </Stack>
  );
}

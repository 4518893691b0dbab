import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { CargoAddress, CargoAddressInput } from '@carsi/sdk/main';
import { AddressContactFields } from '@/components/address/address-contact-fields.tsx';
import { AddressFormActions } from '@/components/address/address-form-actions.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { cargoAddressSchema, cargoValuesOf, emptyCargoAddress, type CargoAddressValues } from '../utils/cargo-address-schema.ts';

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
  const form = useZodForm<CargoAddressValues, CargoAddressInput>(cargoAddressSchema, address ? cargoValuesOf(address) : emptyCargoAddress, { codeFields });
  // The list is read again by the SDK's invalidation rules.
  const create = api.useCreateCargoAddress({ mutation: { meta: { successMessage: 'Kargo adresi eklendi.' }, onSuccess: onDone } });
  const update = api.useUpdateCargoAddress({ mutation: { meta: { successMessage: 'Adres güncellendi.' }, onSuccess: onDone } });
  const busy = create.isPending || update.isPending;
  const { values, setValue } = form;

  const submit = form.handleSubmit((data) => {
    const options = { onError: form.applyServerError };
    if (address) update.mutate({ id: address.id, data }, options);
    else create.mutate({ data }, options);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={address ? 'Kargo adresini düzenle' : 'Yeni kargo adresi'}>
      <AddressContactFields form={form} disabled={busy} nameHelp="Ör. Ev, Atölye" addressHelp="Kargonun alınacağı cadde, sokak, bina ve daire" />
      <FormControlLabel
        control={<Checkbox name="isDefault" checked={values.isDefault} onChange={(event) => setValue('isDefault', event.target.checked)} disabled={busy} />}
        label="Varsayılan gönderim adresim olsun"
      />
      <FormError message={form.formError} />
      <AddressFormActions busy={busy} onCancel={onCancel} />
    </Stack>
  );
}

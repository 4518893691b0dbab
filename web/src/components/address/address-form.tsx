import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Address } from '@carsi/sdk/main';
import { useCreateAddress, useUpdateAddress } from '@/lib/api/addresses.ts';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { addressSchema, addressValuesOf, emptyAddress, toAddressInput, type AddressFormData, type AddressFormValues } from '@/lib/address-schema.ts';
import { AddressContactFields } from './address-contact-fields.tsx';
import { AddressFormActions } from './address-form-actions.tsx';
import { CorporateFields } from './corporate-fields.tsx';

const codeFields = { '2000-0002': 'taxIdentificationNumber', '2000-0006': 'province' } as const;

interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** After the server saved it (the account's address list is read again). */
  onDone: (saved: Address) => void;
  /** Without it the form offers no "Vazgeç" (payment with no saved address yet). */
  onCancel?: () => void;
}

/**
 * Add or edit an address: contact, il/ilçe/mahalle, street, and individual or corporate invoice
 * details. The one address form of the shop (account and payment).
 */
export function AddressForm({ address, onDone, onCancel }: AddressFormProps) {
  const form = useZodForm<AddressFormValues, AddressFormData>(addressSchema, address ? addressValuesOf(address) : emptyAddress, { codeFields });
  const create = useCreateAddress({ mutation: { meta: { successMessage: 'Adres eklendi.' } } });
  const update = useUpdateAddress();
  const busy = create.isPending || update.isPending;
  const kindId = useId();
  const { values, setValue } = form;

  const submit = form.handleSubmit((data) => {
    const body = toAddressInput(data);
    const options = { onSuccess: onDone, onError: form.applyServerError };
    if (address) update.mutate({ id: address.id, data: body }, options);
    else create.mutate({ data: body }, options);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={address ? 'Adres düzenleme formu' : 'Yeni adres formu'}>
      <AddressContactFields form={form} disabled={busy} nameHelp="Ör. Ev, İş" addressHelp="Cadde, sokak, bina ve daire numarası" />
      <Stack spacing={0.5}>
        <FormLabel id={kindId}>Fatura türü</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindId}
          name="corporateAddress"
          value={values.corporateAddress ? 'corporate' : 'individual'}
          onChange={(event) => setValue('corporateAddress', event.target.value === 'corporate')}
        >
          <FormControlLabel value="individual" control={<Radio />} label="Bireysel" disabled={busy} />
          <FormControlLabel value="corporate" control={<Radio />} label="Kurumsal" disabled={busy} />
        </RadioGroup>
      </Stack>
      {values.corporateAddress ? (
        <CorporateFields form={form} disabled={busy} />
      ) : (
        <TextField
          label="TC kimlik numarası"
          fullWidth
          {...form.textField('identityNumber', 'İsteğe bağlı; fatura için kullanılır.')}
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
      )}
      <FormError message={form.formError} />
      <AddressFormActions busy={busy} onCancel={onCancel} />
    </Stack>
  );
}

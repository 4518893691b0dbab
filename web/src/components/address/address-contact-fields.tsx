import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BoundTextField } from '@/hooks/use-zod-form.ts';
import { LocationFields, type LocationValue } from '../location/location-fields.tsx';

type ContactKey = 'addressName' | 'firstName' | 'lastName' | 'phone' | 'address';
type LocationKey = keyof LocationValue;

/** The part of a ZodForm these fields use; any form whose values hold these text fields fits. */
export interface AddressContactForm {
  values: LocationValue;
  errors: Partial<Record<ContactKey | LocationKey, string>>;
  setValue: (name: LocationKey, value: string) => void;
  textField: (name: ContactKey, help?: string) => BoundTextField<ContactKey>;
}

interface AddressContactFieldsProps {
  form: AddressContactForm;
  disabled: boolean;
  /** Examples of an address name for this kind of address (Ör. Ev, İş). */
  nameHelp: string;
  /** What the street line should hold. */
  addressHelp: string;
}

/** Who and where of an address (delivery or cargo): its name, contact, il/ilçe/mahalle and street. */
export function AddressContactFields({ form, disabled, nameHelp, addressHelp }: AddressContactFieldsProps) {
  const { values, errors, setValue, textField } = form;
  return (
    <>
      <TextField label="Adres adı" required fullWidth {...textField('addressName', nameHelp)} disabled={disabled} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Ad" required fullWidth autoComplete="given-name" {...textField('firstName')} disabled={disabled} />
        <TextField label="Soyad" required fullWidth autoComplete="family-name" {...textField('lastName')} disabled={disabled} />
      </Stack>
      <TextField label="Cep telefonu" required fullWidth type="tel" autoComplete="tel-national" {...textField('phone', '5xx xxx xx xx')} disabled={disabled} />
      <LocationFields
        value={{ province: values.province, district: values.district, neighborhood: values.neighborhood }}
        errors={errors}
        onChange={(name, value) => setValue(name, value)}
        disabled={disabled}
      />
      <TextField
        label="Adres"
        required
        fullWidth
        multiline
        minRows={2}
        autoComplete="street-address"
        {...textField('address', addressHelp)}
        disabled={disabled}
      />
    </>
  );
}

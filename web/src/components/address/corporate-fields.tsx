import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors } from '@/hooks/use-zod-form.ts';
import type { AddressFormValues } from '@/lib/address-schema.ts';

type CorporateKey = 'companyName' | 'taxIdentificationNumber' | 'taxAdministration';

interface CorporateFieldsProps {
  values: AddressFormValues;
  errors: FieldErrors<AddressFormValues>;
  setText: (name: CorporateKey, value: string) => void;
  setEInvoice: (value: boolean) => void;
  disabled: boolean;
}

/** Invoice details of a corporate address: title, tax number, tax office, e-invoice registration. */
export function CorporateFields({ values, errors, setText, setEInvoice, disabled }: CorporateFieldsProps) {
  const field = (name: CorporateKey, label: string, numeric = false) => (
    <TextField
      name={name}
      label={label}
      required
      fullWidth
      value={values[name]}
      onChange={(event) => setText(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      disabled={disabled}
      slotProps={numeric ? { htmlInput: { inputMode: 'numeric', maxLength: 10 } } : undefined}
    />
  );
  return (
    <Stack spacing={2}>
      {field('companyName', 'Şirket unvanı')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('taxIdentificationNumber', 'Vergi numarası', true)}
        {field('taxAdministration', 'Vergi dairesi')}
      </Stack>
      <FormControlLabel
        control={<Checkbox name="EInvoicePayer" checked={values.EInvoicePayer} onChange={(event) => setEInvoice(event.target.checked)} />}
        label="E-fatura mükellefiyim"
        disabled={disabled}
      />
    </Stack>
  );
}

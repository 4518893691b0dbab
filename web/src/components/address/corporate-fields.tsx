import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZodForm } from '@/hooks/use-zod-form.ts';
import type { AddressFormValues } from '@/lib/address-schema.ts';

type CorporateKey = 'companyName' | 'taxIdentificationNumber' | 'taxAdministration';

interface CorporateFieldsProps {
  form: ZodForm<AddressFormValues, unknown>;
  disabled: boolean;
}

/** Invoice details of a corporate address: title, tax number, tax office, e-invoice registration. */
export function CorporateFields({ form, disabled }: CorporateFieldsProps) {
  const field = (name: CorporateKey, label: string, numeric = false) => (
    <TextField
      label={label}
      required
      fullWidth
      {...form.textField(name)}
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
        control={<Checkbox name="EInvoicePayer" checked={form.values.EInvoicePayer} onChange={(event) => form.setValue('EInvoicePayer', event.target.checked)} />}
        label="E-fatura mükellefiyim"
        disabled={disabled}
      />
    </Stack>
  );
}

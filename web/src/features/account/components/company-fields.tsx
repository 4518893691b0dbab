import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LocationFields } from '@/components/location/location-fields.tsx';
import type { ZodForm } from '@/hooks/use-zod-form.ts';
import type { ProfileFormValues } from '../utils/profile-schema.ts';

type CompanyKey = 'companyName' | 'taxAdministration' | 'mersisNumber' | 'address' | 'province' | 'district' | 'iban' | 'kepAddress';

interface CompanyFieldsProps {
  form: ZodForm<ProfileFormValues, unknown>;
  /** The tax number the server read from the certificate; shown, never sent. */
  taxNumber: string | undefined;
  certificate: File | undefined;
  onCertificate: (file: File | undefined) => void;
  disabled: boolean;
}

/** The company profile: title, tax office, address, IBAN and the tax certificate (PDF). */
export function CompanyFields({ form, taxNumber, certificate, onCertificate, disabled }: CompanyFieldsProps) {
  const { values, errors, setValue } = form;
  const certificateId = useId();
  const text = (name: CompanyKey, label: string, extra: { required?: boolean; inputMode?: 'numeric' | 'email'; helper?: string } = {}) => (
    <TextField
      label={label}
      {...form.textField(name, extra.helper)}
      required={extra.required ?? true}
      disabled={disabled}
      fullWidth
      slotProps={extra.inputMode ? { htmlInput: { inputMode: extra.inputMode } } : undefined}
    />
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Şirket bilgileri
      </Typography>
      {text('companyName', 'Şirket unvanı')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('taxAdministration', 'Vergi dairesi')}
        <TextField
          label="Vergi numarası"
          value={taxNumber ?? ''}
          placeholder="Vergi levhasından okunur"
          helperText="Vergi levhanızdan alınır; değiştirilemez."
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Stack>
      {text('mersisNumber', 'MERSİS numarası', { required: false, inputMode: 'numeric', helper: 'Varsa, 16 hane.' })}
      {text('address', 'Şirket adresi')}
      <LocationFields
        value={{ province: values.province, district: values.district, neighborhood: '' }}
        errors={errors}
        onChange={(name, value) => {
          if (name !== 'neighborhood') setValue(name, value);
        }}
        withNeighborhood={false}
        disabled={disabled}
      />
      {text('iban', 'IBAN', { helper: 'TR ile başlayan 26 karakter.' })}
      {text('kepAddress', 'KEP adresi', { required: false, inputMode: 'email' })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" htmlFor={certificateId} disabled={disabled}>
          Vergi levhası yükle (PDF)
          <input
            id={certificateId}
            name="taxCertificate"
            type="file"
            accept="application/pdf"
            hidden
            onChange={(event) => onCertificate(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="textSecondary">
          {certificate ? certificate.name : 'Dosya seçilmedi. Levha olmadan başvurunuz beklemede kalır.'}
        </Typography>
      </Stack>
    </Stack>
  );
}

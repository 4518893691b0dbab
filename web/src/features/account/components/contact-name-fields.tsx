import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZodForm } from '@/hooks/use-zod-form.ts';
import type { ProfileFormValues } from '../utils/profile-schema.ts';

/** Ad and Soyad side by side (one above the other on a phone), as the profile and the company application ask them. */
export function ContactNameFields({ form, disabled }: { form: ZodForm<ProfileFormValues, unknown>; disabled: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label="Ad" autoComplete="given-name" required fullWidth {...form.textField('firstName')} disabled={disabled} />
      <TextField label="Soyad" autoComplete="family-name" required fullWidth {...form.textField('lastName')} disabled={disabled} />
    </Stack>
  );
}

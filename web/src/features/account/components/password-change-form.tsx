import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useChangePassword } from '../api/sdk-hooks.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useZodForm, type TextFieldName } from '@/hooks/use-zod-form.ts';
import { passwordChangeSchema, type PasswordChangeData, type PasswordFormValues } from '../utils/security-schemas.ts';

const empty: PasswordFormValues = { oldPassword: '', newPassword: '', reNewPassword: '' };
// The catalogue words 2000-0180 for the login page; here the member is signed in and only the current password can be wrong.
const WRONG_PASSWORD = 'Mevcut şifreniz hatalı.';
const codeFields = { '2000-0180': { field: 'oldPassword', message: WRONG_PASSWORD } } as const;

/** Şifre değiştir: the current password, the new one twice; a wrong current password shows on its field. */
export function PasswordChangeForm() {
  const form = useZodForm<PasswordFormValues, PasswordChangeData>(passwordChangeSchema, empty, { codeFields });
  const change = useChangePassword({ mutation: { meta: { successMessage: 'Şifreniz güncellendi.', errorMessages: { '2000-0180': WRONG_PASSWORD } } } });
  const { setValue } = form;

  const submit = form.handleSubmit((data) => {
    change.mutate(
      { data },
      {
        onError: form.applyServerError,
        onSuccess: () => {
          for (const name of Object.keys(empty)) setValue(name, '');
        },
      },
    );
  });

  const field = (name: TextFieldName<PasswordFormValues>, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      required
      fullWidth
      {...form.textField(name, name === 'newPassword' ? 'En az 8 karakter; harf ve rakam içermeli.' : undefined)}
      disabled={change.isPending}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Şifre değiştirme formu">
      {field('oldPassword', 'Mevcut şifre', 'current-password')}
      {field('newPassword', 'Yeni şifre', 'new-password')}
      {field('reNewPassword', 'Yeni şifre (tekrar)', 'new-password')}
      <FormError message={form.formError} />
      {change.isSuccess && (
        <Alert severity="success" role="status">
          Şifreniz güncellendi.
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {change.isPending ? 'Kaydediliyor…' : 'Şifremi değiştir'}
      </Button>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useChangePassword } from '@carsi/sdk/main';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { passwordChangeSchema, type PasswordChangeData, type PasswordFormValues } from '../utils/security-schemas.ts';

const empty: PasswordFormValues = { oldPassword: '', newPassword: '', reNewPassword: '' };
const codeFields = { '2000-0180': 'oldPassword' } as const;

/** Şifre değiştir: the current password, the new one twice; a wrong current password shows on its field. */
export function PasswordChangeForm() {
  const form = useZodForm<PasswordFormValues, PasswordChangeData>(passwordChangeSchema, empty, { codeFields });
  const change = useChangePassword({ mutation: { meta: { successMessage: 'Şifreniz güncellendi.' } } });
  const { values, errors, setValue } = form;

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

  const field = (name: keyof PasswordFormValues & string, label: string, autoComplete: string) => (
    <PasswordField
      name={name}
      label={label}
      autoComplete={autoComplete}
      required
      fullWidth
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? (name === 'newPassword' ? 'En az 8 karakter; harf ve rakam içermeli.' : undefined)}
      disabled={change.isPending}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Şifre değiştirme formu">
      {field('oldPassword', 'Mevcut şifre', 'current-password')}
      {field('newPassword', 'Yeni şifre', 'new-password')}
      {field('reNewPassword', 'Yeni şifre (tekrar)', 'new-password')}
      {form.formError && (
        <Alert severity="warning" role="alert">
          {form.formError}
        </Alert>
      )}
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

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useResetPasswordMutation } from '../api/password.ts';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormData,
  type ResetPasswordFormValues,
} from '../utils/schemas.ts';

interface ResetPasswordFormProps {
  onSuccess: () => void;
  defaultEmail?: string;
  defaultCode?: string;
}

const codeFields = {
  '1000-1010': 'email',
  '1000-1011': 'email',
  '1000-1009': 'code',
  '1000-1012': 'code',
  '1000-1013': 'code',
  '1000-1014': 'code',
} as const;

export function ResetPasswordForm({ onSuccess, defaultEmail = '', defaultCode = '' }: ResetPasswordFormProps) {
  const form = useZodForm<ResetPasswordFormValues, ResetPasswordFormData>(
    resetPasswordFormSchema,
    { email: defaultEmail, code: defaultCode, newPassword: '', reNewPassword: '' },
    { codeFields },
  );
  const reset = useResetPasswordMutation();
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit((data) => {
    reset.mutate({ data }, { onSuccess, onError: form.applyServerError });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Yeni şifre belirleme">
      <TextField
        label="E-posta"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        fullWidth
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={errors.email !== undefined}
        helperText={errors.email}
      />
      <TextField
        label="Doğrulama kodu"
        name="code"
        autoComplete="one-time-code"
        required
        fullWidth
        value={values.code}
        onChange={(event) => setValue('code', event.target.value)}
        error={errors.code !== undefined}
        helperText={errors.code ?? 'E-postanıza gönderdiğimiz 6 haneli kod.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <PasswordField
        label="Yeni şifre"
        name="newPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={values.newPassword}
        onChange={(event) => setValue('newPassword', event.target.value)}
        error={errors.newPassword !== undefined}
        helperText={errors.newPassword ?? 'En az 8 karakter; en az bir harf ve bir rakam.'}
      />
      <PasswordField
        label="Yeni şifre (tekrar)"
        name="reNewPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={values.reNewPassword}
        onChange={(event) => setValue('reNewPassword', event.target.value)}
        error={errors.reNewPassword !== undefined}
        helperText={errors.reNewPassword}
      />
      {form.formError && (
        <Alert severity="warning" role="alert">
          {form.formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
        {reset.isPending ? 'Kaydediliyor…' : 'Şifremi güncelle'}
      </Button>
    </Stack>
  );
}

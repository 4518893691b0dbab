import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EmailField } from '@/components/ui/email-field.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useResetPasswordMutation } from '../api/password.ts';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormData,
  type ResetPasswordFormValues,
} from '../utils/schemas.ts';
import { AuthSubmit } from './auth-submit.tsx';

interface ResetPasswordFormProps {
  onSuccess: () => void;
  defaultEmail?: string;
  defaultCode?: string;
}

// An address without an account fails like a wrong code (1000-1012), so no code belongs to the e-mail field.
const codeFields = {
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

  const submit = form.handleSubmit((data) => {
    reset.mutate({ data }, { onSuccess, onError: form.applyServerError });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Yeni şifre belirleme">
      <EmailField {...form.textField('email')} />
      <TextField
        label="Doğrulama kodu"
        autoComplete="one-time-code"
        required
        fullWidth
        {...form.textField('code', 'E-postanıza gönderdiğimiz 6 haneli kod.')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <PasswordField label="Yeni şifre" autoComplete="new-password" required fullWidth {...form.textField('newPassword', 'En az 8 karakter; en az bir harf ve bir rakam.')} />
      <PasswordField label="Yeni şifre (tekrar)" autoComplete="new-password" required fullWidth {...form.textField('reNewPassword')} />
      <AuthSubmit formError={form.formError} pending={reset.isPending} pendingLabel="Kaydediliyor…" label="Şifremi güncelle" />
    </Stack>
  );
}

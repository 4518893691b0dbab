import Stack from '@mui/material/Stack';
import { EmailField } from '@/components/ui/email-field.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useForgotPasswordMutation } from '../api/password.ts';
import { forgotPasswordFormSchema } from '../utils/schemas.ts';
import { AuthSubmit } from './auth-submit.tsx';

interface ForgotPasswordFormProps {
  /** Called once the code is on its way, with the address it was sent to. */
  onSuccess: (email: string) => void;
  defaultEmail?: string;
}

export function ForgotPasswordForm({ onSuccess, defaultEmail = '' }: ForgotPasswordFormProps) {
  const form = useZodForm(forgotPasswordFormSchema, { email: defaultEmail });
  const forgot = useForgotPasswordMutation();

  const submit = form.handleSubmit((data) => {
    forgot.mutate({ data }, { onSuccess: () => onSuccess(data.email), onError: form.applyServerError });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Şifre sıfırlama isteği">
      <EmailField {...form.textField('email', 'Şifre sıfırlama kodunu bu adrese göndereceğiz.')} />
      <AuthSubmit formError={form.formError} pending={forgot.isPending} pendingLabel="Gönderiliyor…" label="Sıfırlama kodu gönder" />
    </Stack>
  );
}

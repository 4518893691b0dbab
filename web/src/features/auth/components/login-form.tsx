import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailField } from '@/components/ui/email-field.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Platform, paths } from '@/config/paths.ts';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useLogInMutation } from '../api/session.ts';
import { loginFormSchema, type LoginFormData, type LoginFormValues } from '../utils/schemas.ts';
import { AuthSubmit } from './auth-submit.tsx';
import { PlatformField } from './platform-field.tsx';

interface LoginFormProps {
  /** Called after the session has started, with the section the member chose. */
  onSuccess: (platform: Platform) => void;
  defaultPlatform?: Platform;
}

export function LoginForm({ onSuccess, defaultPlatform = Platform.MARKETPLACE }: LoginFormProps) {
  // A failed login (2000-0180) names no field: it must not say whether the address or the password was wrong.
  const form = useZodForm<LoginFormValues, LoginFormData>(loginFormSchema, { email: '', password: '', platform: defaultPlatform });
  const login = useLogInMutation();
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit(({ email, password, platform }) => {
    login.mutate({ email, password }, { onSuccess: () => onSuccess(platform), onError: form.applyServerError });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Giriş formu">
      <EmailField {...form.textField('email')} />
      <PasswordField label="Şifre" autoComplete="current-password" required fullWidth {...form.textField('password')} />
      <Typography variant="body2" sx={{ textAlign: 'right', mt: '8px !important' }}>
        <Link to={paths.auth.forgotPassword.getHref()}>Şifremi unuttum</Link>
      </Typography>
      <PlatformField value={values.platform} onChange={(platform) => setValue('platform', platform)} error={errors.platform} disabled={login.isPending} />
      <AuthSubmit formError={form.formError} pending={login.isPending} pendingLabel="Giriş yapılıyor…" label="Giriş yap" />
    </Stack>
  );
}

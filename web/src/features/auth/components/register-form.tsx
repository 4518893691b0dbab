import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { AccountType } from '@carsi/sdk/main';
import { useId } from 'react';
import { EmailField } from '@/components/ui/email-field.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Platform } from '@/config/paths.ts';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useRegisterMutation } from '../api/session.ts';
import { registerFormSchema, type RegisterFormData, type RegisterFormValues } from '../utils/schemas.ts';
import { AuthSubmit } from './auth-submit.tsx';
import { AccountTypeField } from './account-type-field.tsx';
import { PlatformField } from './platform-field.tsx';

interface RegisterFormProps {
  /** After the member is registered and signed in; a company member goes on to the company step. */
  onSuccess: (platform: Platform, accountType: AccountType) => void;
  defaultPlatform?: Platform;
}

const codeFields = { '1000-1015': 'email' } as const;

/** Long consent texts wrap beside a checkbox aligned with their first line. */
const consentLabelSx = { alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } } as const;

export function RegisterForm({ onSuccess, defaultPlatform = Platform.MARKETPLACE }: RegisterFormProps) {
  const form = useZodForm<RegisterFormValues, RegisterFormData>(
    registerFormSchema,
    { email: '', password: '', eMessage: false, eOffer: false, pPData: false, platform: defaultPlatform, accountType: AccountType.INDIVIDUAL },
    { codeFields },
  );
  const register = useRegisterMutation();
  const { values, errors, setValue } = form;
  const consentHelpId = useId();
  const passwordHelp = 'En az 8 karakter; en az bir harf ve bir rakam.';

  const submit = form.handleSubmit(({ platform, accountType, ...details }) => {
    register.mutate(details, { onSuccess: () => onSuccess(platform, accountType), onError: form.applyServerError });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Üyelik formu">
      <EmailField {...form.textField('email')} />
      <PasswordField label="Şifre" autoComplete="new-password" required fullWidth {...form.textField('password', passwordHelp)} />
      <AccountTypeField
        value={values.accountType}
        onChange={(accountType) => setValue('accountType', accountType)}
        disabled={register.isPending}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, '& .MuiFormControlLabel-root': consentLabelSx }}>
        <FormControlLabel
          control={
            <Checkbox
              name="eMessage"
              checked={values.eMessage}
              onChange={(event) => setValue('eMessage', event.target.checked)}
            />
          }
          label="Kampanya ve duyurulardan e-posta ve SMS ile haberdar olmak istiyorum (ticari elektronik ileti izni)."
        />
        <FormControlLabel
          control={
            <Checkbox
              name="eOffer"
              checked={values.eOffer}
              onChange={(event) => setValue('eOffer', event.target.checked)}
            />
          }
          label="Bana özel tekliflerin sunulmasını istiyorum."
        />
        <FormControl error={errors.pPData !== undefined} required>
          <FormControlLabel
            control={
              <Checkbox
                name="pPData"
                required
                checked={values.pPData}
                onChange={(event) => setValue('pPData', event.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': errors.pPData !== undefined,
                    'aria-describedby': errors.pPData ? consentHelpId : undefined,
                  },
                }}
              />
            }
            label="Kişisel verilerimin KVKK Aydınlatma Metni kapsamında işlenmesini kabul ediyorum."
          />
          {errors.pPData && <FormHelperText id={consentHelpId}>{errors.pPData}</FormHelperText>}
        </FormControl>
      </Box>
      <PlatformField value={values.platform} onChange={(platform) => setValue('platform', platform)} error={errors.platform} disabled={register.isPending} />
      <AuthSubmit formError={form.formError} pending={register.isPending} pendingLabel="Üyelik oluşturuluyor…" label="Üye ol" />
    </Stack>
  );
}

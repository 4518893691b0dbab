import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { endSession } from '@carsi/sdk/runtime';
import { ACCOUNT_END_REDIRECT_MS } from '@/config/timings.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useDeleteAccountMutation, WRONG_PASSWORD } from '../api/delete-account.ts';
import { deleteAccountSchema, type DeleteAccountValues } from '../utils/security-schemas.ts';

const codeFields = { '2000-0180': { field: 'password', message: WRONG_PASSWORD } } as const;

/**
 * Hesabımı sil: the password, an optional reason, a confirmation dialog; after the account is
 * deleted the member goes to the home page (ACCOUNT_END_REDIRECT_MS, spec §2).
 */
export function DeleteAccountForm() {
  const form = useZodForm<DeleteAccountValues, { password: string; reason: string }>(deleteAccountSchema, { password: '', reason: '' }, { codeFields });
  const [confirming, setConfirming] = useState<{ password: string; reason: string } | undefined>(undefined);
  const remove = useDeleteAccountMutation();
  const navigate = useNavigate();
  const { values, setValue } = form;

  useDelayedAction(remove.isSuccess, ACCOUNT_END_REDIRECT_MS, () => void navigate(paths.home.getHref(), { replace: true }));
  // The session ends as this page leaves the screen. Ended while it is still up (the router renders the
  // home page in a transition), this members-only page would send the former member to the login page.
  const deleted = remove.isSuccess;
  useEffect(() => {
    if (deleted) return () => endSession('account-deleted');
    return undefined;
  }, [deleted]);

  const submit = form.handleSubmit((data) => setConfirming(data));
  const confirm = () => {
    if (!confirming) return;
    remove.mutate(
      { data: { password: confirming.password, ...(confirming.reason ? { reason: confirming.reason } : {}) } },
      { onError: form.applyServerError, onSettled: () => setConfirming(undefined) },
    );
  };

  if (remove.isSuccess) {
    return (
      <Alert severity="success" role="status">
        Hesabınız silindi. Ana sayfaya yönlendiriliyorsunuz…
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Hesap silme formu">
      <Typography>
        Hesabınızı sildiğinizde siparişlerinize, adreslerinize, favorilerinize ve kayıtlı kartlarınıza erişemezsiniz. Bu işlem geri alınamaz.
      </Typography>
      <PasswordField label="Şifreniz" autoComplete="current-password" required fullWidth {...form.textField('password')} />
      <TextField
        name="reason"
        label="Ayrılma nedeniniz (isteğe bağlı)"
        multiline
        minRows={2}
        fullWidth
        value={values.reason}
        onChange={(event) => setValue('reason', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormError message={form.formError} />
      <Button type="submit" color="error" variant="contained" sx={{ alignSelf: { sm: 'flex-start' } }}>
        Hesabımı sil
      </Button>
      <ConfirmDialog
        open={confirming !== undefined}
        title="Hesabınız silinsin mi?"
        description="Hesabınız ve tüm bilgileriniz kalıcı olarak silinecek."
        confirmLabel={remove.isPending ? 'Siliniyor…' : 'Evet, hesabımı sil'}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}

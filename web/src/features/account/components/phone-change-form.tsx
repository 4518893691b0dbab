import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@carsi/sdk/runtime';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { useZodForm } from '@/hooks/use-zod-form.ts';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/phone.ts';
import { codeSchema, phoneSchema, type CodeFormValues, type PhoneFormValues } from '../utils/security-schemas.ts';

const phoneCodeFields = { '1000-1016': 'phone', '1000-1002': 'phone' } as const;
const codeCodeFields = { '1000-1013': 'code', '1000-1014': 'code', '1000-1004': 'code' } as const;

/**
 * Telefon değiştir in two steps: the new number gets an SMS code, the code confirms it. A code that
 * does not match (1000-1013) or has expired (1000-1014) shows on the code field; a new one can be asked.
 */
export function PhoneChangeForm({ currentPhone }: { currentPhone: string | undefined }) {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const phoneForm = useZodForm<PhoneFormValues, { phone: string }>(phoneSchema(currentPhone), { phone: '' }, { codeFields: phoneCodeFields });
  const codeForm = useZodForm<CodeFormValues, { code: string }>(codeSchema, { code: '' }, { codeFields: codeCodeFields });
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();

  const requestCode = (phone: string) =>
    send.mutate({ data: { phone } }, { onSuccess: () => setSentTo(phone), onError: phoneForm.applyServerError });

  const submitPhone = phoneForm.handleSubmit(({ phone }) => requestCode(phone));
  const submitCode = codeForm.handleSubmit(({ code }) => {
    if (sentTo === undefined) return;
    confirm.mutate(
      { data: { phone: sentTo, code } },
      {
        onError: codeForm.applyServerError,
        onSuccess: () => {
          setSentTo(undefined);
          phoneForm.setValue('phone', '');
          codeForm.setValue('code', '');
        },
      },
    );
  });

  if (sentTo === undefined) {
    return (
      <Stack component="form" noValidate onSubmit={submitPhone} spacing={2} aria-label="Telefon değiştirme formu">
        <Typography variant="body2" color="textSecondary">
          Mevcut numaranız: {currentPhone ?? 'eklenmemiş'}
        </Typography>
        {confirm.isSuccess && (
          <Alert severity="success" role="status">
            Telefon numaranız doğrulandı ve güncellendi.
          </Alert>
        )}
        <TextField
          label="Yeni cep telefonu"
          type="tel"
          autoComplete="tel-national"
          placeholder="5xx xxx xx xx"
          required
          fullWidth
          {...phoneForm.textField('phone')}
          disabled={send.isPending}
        />
        <FormError message={phoneForm.formError} />
        <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {send.isPending ? 'Gönderiliyor…' : 'Doğrulama kodu gönder'}
        </Button>
      </Stack>
    );
  }

  const expired = codeForm.errors.code !== undefined && isApiError(confirm.error) && confirm.error.code === '1000-1014';
  return (
    <Stack component="form" noValidate onSubmit={submitCode} spacing={2} aria-label="SMS doğrulama formu">
      <Alert severity="info" role="status">
        {sentTo} numarasına 6 haneli bir kod gönderdik.
      </Alert>
      <TextField
        label="SMS kodu"
        autoComplete="one-time-code"
        required
        fullWidth
        {...codeForm.textField('code')}
        disabled={confirm.isPending}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <FormError message={codeForm.formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" disabled={confirm.isPending}>
          {confirm.isPending ? 'Doğrulanıyor…' : 'Doğrula'}
        </Button>
        <Button variant={expired ? 'contained' : 'text'} color={expired ? 'secondary' : 'primary'} disabled={send.isPending} onClick={() => requestCode(sentTo)}>
          Yeni kod gönder
        </Button>
        <Button onClick={() => setSentTo(undefined)}>Numarayı değiştir</Button>
      </Stack>
    </Stack>
  );
}

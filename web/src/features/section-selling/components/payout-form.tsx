import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getGetPayoutAccountQueryKey, type PayoutAccount } from '@carsi/sdk/main';
import { useGetPayoutAccount, useUpdatePayoutAccount } from '../api/sdk-hooks.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useZodForm, type TextFieldName } from '@/hooks/use-zod-form.ts';
import { formatDate } from '@/utils/format.ts';
import { payoutCodeFields, payoutSchema, type PayoutData, type PayoutFormValues } from '../utils/payout-schema.ts';

const valuesOf = (account: PayoutAccount): PayoutFormValues => ({
  accountHolder: account.accountHolder,
  iban: account.iban,
  identityNumber: account.identityNumber ?? '',
  taxNumber: account.taxNumber ?? '',
});

function PayoutFields({ account }: { account: PayoutAccount }) {
  const client = useQueryClient();
  const form = useZodForm<PayoutFormValues, PayoutData>(payoutSchema, valuesOf(account), { codeFields: payoutCodeFields });
  const save = useUpdatePayoutAccount({
    mutation: {
      meta: { successMessage: 'Ödeme bilgileri kaydedildi.' },
      onSuccess: (saved) => client.setQueryData(getGetPayoutAccountQueryKey(), saved),
    },
  });
  const submit = form.handleSubmit((data) =>
    save.mutate(
      {
        data: {
          accountHolder: data.accountHolder,
          iban: data.iban,
          identityNumber: data.identityNumber === '' ? null : data.identityNumber,
          taxNumber: data.taxNumber === '' ? null : data.taxNumber,
        },
      },
      { onError: form.applyServerError },
    ),
  );
  const field = (name: TextFieldName<PayoutFormValues>, label: string, hint: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      {...form.textField(name, hint)}
      disabled={save.isPending}
      fullWidth
      slotProps={{ htmlInput: { inputMode: extra.inputMode, autoComplete: extra.autoComplete } }}
    />
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Ödeme bilgileri formu">
      {field('accountHolder', 'Hesap sahibi', 'Banka hesabındaki ad soyad.', { autoComplete: 'name' })}
      {field('iban', 'IBAN', 'TR ile başlayan 26 karakter; boşluk bırakabilirsiniz.')}
      {field('identityNumber', 'TC kimlik numarası', 'Kimlik numarası ya da vergi numarasından biri zorunludur.', { inputMode: 'numeric' })}
      {field('taxNumber', 'Vergi numarası', 'Şahıs şirketiyseniz 10 haneli vergi numaranız.', { inputMode: 'numeric' })}
      <FormError message={form.formError} />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
      </Button>
    </Stack>
  );
}

/** Ödeme bilgilerim: where the section earnings are paid (one account for all sections). */
export function PayoutForm() {
  const account = useGetPayoutAccount();
  if (account.isPending) return <LoadingBlock />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="textSecondary">
          {account.data.updatedAt
            ? `Son güncelleme: ${formatDate(account.data.updatedAt)}. Bu bilgiler Pazar, Zanaat ve Takas kazançlarınız için kullanılır.`
            : 'Satışlarınızdan elde ettiğiniz kazançlar bu hesaba ödenir. Bilgiler Pazar, Zanaat ve Takas için ortaktır.'}
        </Typography>
        <PayoutFields account={account.data} />
      </Stack>
    </Paper>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZodForm } from '@/hooks/use-zod-form.ts';
import type { NewCardPayment } from '@carsi/sdk/main';
import type { NewCardValues } from '@/lib/card-schema.ts';

/** Groups the digits as printed on a card: "4242 4242 4242 4242". */
const groupDigits = (value: string): string =>
  value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "0829" → "08/29" while typing. */
const formatExpiry = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The fields of a new card; the values stay when the payment is refused. */
export function NewCardFields({ form }: { form: ZodForm<NewCardValues, NewCardPayment> }) {
  const { values, errors, setValue } = form;
  return (
    <Stack spacing={2}>
      <TextField
        label="Kart üzerindeki ad soyad"
        required
        autoComplete="cc-name"
        {...form.textField('holderName')}
      />
      <TextField
        name="cardNumber"
        label="Kart numarası"
        required
        autoComplete="cc-number"
        value={values.cardNumber}
        onChange={(event) => setValue('cardNumber', groupDigits(event.target.value))}
        error={errors.cardNumber !== undefined}
        helperText={errors.cardNumber}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          name="expiry"
          label="Son kullanma (AA/YY)"
          required
          autoComplete="cc-exp"
          value={values.expiry}
          onChange={(event) => setValue('expiry', formatExpiry(event.target.value))}
          error={errors.expiry !== undefined}
          helperText={errors.expiry}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          name="cvc"
          label="CVC"
          required
          autoComplete="cc-csc"
          value={values.cvc}
          onChange={(event) => setValue('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={errors.cvc !== undefined}
          helperText={errors.cvc}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox name="saveCard" checked={values.saveCard} onChange={(event) => setValue('saveCard', event.target.checked)} />}
        label="Kartımı sonraki alışverişlerim için kaydet"
      />
      {values.saveCard && (
        <TextField
          label="Kart adı (ör. Maaş kartım)"
          required
          {...form.textField('cardAlias')}
        />
      )}
    </Stack>
  );
}

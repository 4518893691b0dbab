import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSaveCard } from '../api/cards.ts';
import { useState, type FormEvent } from 'react';
import { cardMessages, isExpired, passesLuhn } from '@/lib/card-schema.ts';

type Field = 'cardAlias' | 'holderName' | 'cardNumber' | 'expiry';
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;
const empty: Record<Field, string> = { cardAlias: '', holderName: '', cardNumber: '', expiry: '' };

/** Checks a card in the browser (Luhn, expiry) before it goes to the payment provider. */
export function checkCard(values: Record<Field, string>): Partial<Record<Field, string>> {
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  return {
    ...(values.cardAlias.trim().length === 0 ? { cardAlias: cardMessages.cardAlias } : {}),
    ...(values.holderName.trim().length < 3 ? { holderName: cardMessages.holderName } : {}),
    ...(!/^\d{15,19}$/.test(digits) || !passesLuhn(digits) ? { cardNumber: cardMessages.cardNumber } : {}),
    ...(!EXPIRY.test(values.expiry.trim()) ? { expiry: cardMessages.expiry } : isExpired(values.expiry) ? { expiry: cardMessages.expired } : {}),
  };
}

/** "Kart ekle": alias, holder, number and expiry; what was typed stays when the provider refuses. */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCard({
    mutation: { meta: { successMessage: 'Kartınız güvenle kaydedildi' }, onSuccess: onDone },
  });
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [, month = '', year = ''] = EXPIRY.exec(values.expiry.trim()) ?? [];
    save.mutate({
      data: {
        cardAlias: values.cardAlias.trim(),
        holderName: values.holderName.trim(),
        cardNumber: values.cardNumber.replace(/[\s-]/g, ''),
        expireMonth: Number(month),
        expireYear: 2000 + Number(year),
      },
    });
  };
  const field = (name: Field, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string; maxLength: number; placeholder?: string }) => (
    <TextField
      name={name}
      label={label}
      size="small"
      value={values[name]}
      onChange={set(name)}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      placeholder={extra.placeholder}
      slotProps={{ htmlInput: { maxLength: extra.maxLength, inputMode: extra.inputMode, autoComplete: extra.autoComplete } }}
    />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="kart-ekle" sx={{ p: 2 }}>
      <Typography id="kart-ekle" component="h2" variant="h6" sx={{ mb: 1 }}>
        Yeni kart ekle
      </Typography>
      <Stack component="form" onSubmit={submit} noValidate spacing={1.5}>
        {field('cardAlias', 'Kart adı', { maxLength: 30, placeholder: 'Maaş kartım' })}
        {field('holderName', 'Kart üzerindeki ad soyad', { maxLength: 60, autoComplete: 'cc-name' })}
        {field('cardNumber', 'Kart numarası', { maxLength: 23, inputMode: 'numeric', autoComplete: 'cc-number' })}
        {field('expiry', 'Son kullanma (AA/YY)', { maxLength: 7, inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: '08/29' })}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor…' : 'Kartı kaydet'}
          </Button>
          <Button onClick={onDone} disabled={save.isPending}>
            Vazgeç
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

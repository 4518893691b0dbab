import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { InstallmentOption } from '@carsi/sdk/main';
import { formatPrice } from '@/utils/format.ts';

interface InstallmentChoiceProps {
  options: readonly InstallmentOption[];
  value: number;
  onChange: (installment: number) => void;
  bankName?: string;
}

const describe = (option: InstallmentOption): string =>
  option.installment === 1
    ? `Tek çekim — ${formatPrice(option.totalAmount)}`
    : `${option.installment} taksit × ${formatPrice(option.installmentAmount)} (toplam ${formatPrice(option.totalAmount)})`;

/** Single payment or the instalments the card's bank offers for this amount. */
export function InstallmentChoice({ options, value, onChange, bankName }: InstallmentChoiceProps) {
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {bankName ? `Taksit seçenekleri (${bankName})` : 'Taksit seçenekleri'}
      </Typography>
      <RadioGroup name="installment" aria-label="Taksit" value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <FormControlLabel key={option.installment} value={String(option.installment)} control={<Radio />} label={describe(option)} />
        ))}
      </RadioGroup>
      {options.length === 1 && (
        <Typography variant="body2" color="textSecondary">
          Bu kart için taksit seçeneği yok; tutar tek çekim olarak ödenir.
        </Typography>
      )}
    </>
  );
}

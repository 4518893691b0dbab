import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Card } from '@carsi/sdk/main';
import type { PaymentChoice } from '@/lib/card-schema.ts';

interface CardChoiceProps {
  cards: readonly Card[];
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}

/** A saved card or a new one. */
export function CardChoice({ cards, value, onChange }: CardChoiceProps) {
  return (
    <RadioGroup
      name="payment"
      aria-label="Ödeme kartı"
      value={String(value)}
      onChange={(event) => onChange(event.target.value === 'new' ? 'new' : Number(event.target.value))}
    >
      {cards.map((card) => (
        <FormControlLabel
          key={card.id}
          value={String(card.id)}
          control={<Radio />}
          label={`${card.cardAlias} — **** ${card.lastFourDigits} (${String(card.expireMonth).padStart(2, '0')}/${String(card.expireYear).slice(-2)})`}
        />
      ))}
      <FormControlLabel value="new" control={<Radio />} label="Yeni kart ile öde" />
    </RadioGroup>
  );
}

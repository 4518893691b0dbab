import TextField from '@mui/material/TextField';
import { formatPrice } from '@/utils/format.ts';

interface MyListingSelectProps {
  label: string;
  /** The chosen listing's id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Below the box while there is no error. */
  help: string;
  listings: readonly { id: number; title: string; price: number }[];
}

/** A choice among the member's own listings, each with its price (a native select: easy on a phone). */
export function MyListingSelect({ label, value, onChange, error, help, listings }: MyListingSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? help}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      size="small"
    >
      <option value="">Seçin</option>
      {listings.map((item) => (
        <option key={item.id} value={item.id}>
          {`${item.title} (${formatPrice(item.price)})`}
        </option>
      ))}
    </TextField>
  );
}

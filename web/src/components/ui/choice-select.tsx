import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';

const ANY = 'HEPSI';

interface ChoiceSelectProps<T extends string> {
  label: string;
  /** Undefined: the `any` entry is shown as chosen. */
  value: T | undefined;
  /** The choices in the order shown. */
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  minWidth: number;
  /** A first entry meaning "no filter" (e.g. Tüm durumlar), and what choosing it does. */
  any?: { label: string; onChoose: () => void };
}

/** A small select of a listing filter or order, with Turkish labels. */
export function ChoiceSelect<T extends string>({ label, value, options, labels, onChange, minWidth, any }: ChoiceSelectProps<T>) {
  return (
    <HydratedApart>
      <TextField
        select
        size="small"
        label={label}
        value={value ?? ANY}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
          else any?.onChoose();
        }}
        sx={{ minWidth }}
      >
        {any && <MenuItem value={ANY}>{any.label}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labels[option]}
          </MenuItem>
        ))}
      </TextField>
    </HydratedApart>
  );
}

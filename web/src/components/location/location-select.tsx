import TextField from '@mui/material/TextField';

export interface LocationOption {
  id: number;
  name: string;
}

interface LocationSelectProps {
  name: string;
  label: string;
  value: string;
  /** undefined while loading or before the parent is chosen. */
  options: readonly LocationOption[] | undefined;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Shown when nothing can be chosen yet (e.g. "Önce il seçin"). */
  placeholder: string;
}

/**
 * A native select (easy on phones and screen readers) of location names. When the list for the
 * chosen parent is empty the place cannot be picked, so the name is typed instead.
 */
export function LocationSelect({ name, label, value, options, onChange, error, disabled = false, placeholder }: LocationSelectProps) {
  const common = {
    name,
    label,
    value,
    required: true,
    fullWidth: true,
    error: error !== undefined,
    helperText: error,
    disabled,
  };
  if (options !== undefined && options.length === 0) {
    return <TextField {...common} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <TextField
      {...common}
      select
      disabled={disabled || options === undefined}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{options === undefined ? placeholder : `${label} seçin`}</option>
      {options?.map((option) => (
        <option key={option.id} value={option.name}>
          {option.name}
        </option>
      ))}
      {/* A saved value not in the list (typed earlier) stays selectable. */}
      {value !== '' && options !== undefined && !options.some((option) => option.name === value) && <option value={value}>{value}</option>}
    </TextField>
  );
}

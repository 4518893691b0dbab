import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the product for assistive technology ("Mavi kupa adedi"). */
  label: string;
  disabled?: boolean;
}

/** − 2 + : one piece more or less, within the stock. */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled = false }: QuantityStepperProps) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999, width: 'fit-content' }}
    >
      <IconButton size="small" aria-label="Bir azalt" disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <RemoveRounded fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton size="small" aria-label="Bir artır" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <AddRounded fontSize="small" />
      </IconButton>
    </Stack>
  );
}

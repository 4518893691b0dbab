import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { isPlatform, platformLabels, platformOrder, type Platform } from '@/config/paths.ts';

interface PlatformFieldProps {
  value: Platform;
  onChange: (platform: Platform) => void;
  error?: string;
  disabled?: boolean;
}

/** Which section the member continues to after login or registration (spec §2 redirects). */
export function PlatformField({ value, onChange, error, disabled }: PlatformFieldProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={error !== undefined} disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend">
        Devam etmek istediğiniz bölüm
      </FormLabel>
      <RadioGroup
        row
        name="platform"
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        value={value}
        onChange={(event) => {
          if (isPlatform(event.target.value)) onChange(event.target.value);
        }}
      >
        {platformOrder.map((platform) => (
          <FormControlLabel key={platform} value={platform} control={<Radio />} label={platformLabels[platform]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

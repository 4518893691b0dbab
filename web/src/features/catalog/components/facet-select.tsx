import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';
import type { FacetOption } from '@carsi/sdk/main';
import { formatNumber } from '@/utils/format.ts';

interface FacetSelectProps {
  label: string;
  value: string | undefined;
  options: readonly FacetOption[];
  onChange: (slug: string | undefined) => void;
}

const ALL = '';

/** One facet (category, brand or store) as a select with "Tümü" first and result counts. */
export function FacetSelect({ label, value, options, onChange }: FacetSelectProps) {
  const known = value === undefined || options.some((option) => option.slug === value);
  return (
    <HydratedApart>
      <TextField
        select
        size="small"
        label={label}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
        sx={{ minWidth: 160, flex: { xs: '1 1 45%', sm: '0 0 auto' } }}
      >
        <MenuItem value={ALL}>Tümü</MenuItem>
        {!known && value !== undefined && <MenuItem value={value}>{value}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.id} value={option.slug}>
            {`${option.name} (${formatNumber(option.count)})`}
          </MenuItem>
        ))}
      </TextField>
    </HydratedApart>
  );
}

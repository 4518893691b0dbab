import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SortOption } from '@carsi/sdk/main';
import { sortLabels, sortOrder } from '../utils/sort-labels.ts';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}

/** The order of the results. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Sıralama"
      value={value}
      onChange={(event) => {
        const chosen = sortOrder.find((sort) => sort === event.target.value);
        if (chosen) onChange(chosen);
      }}
      sx={{ minWidth: 180 }}
    >
      {sortOrder.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {sortLabels[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}

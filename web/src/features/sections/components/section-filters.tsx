import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateFilter, type ProductCondition, type SortOption } from '@carsi/sdk/main';
import { conditionLabels, conditionOrder, isCondition } from '../utils/condition-labels.ts';
import { dateLabels, dateOrder, isDateFilter } from '../utils/date-labels.ts';
import type { SectionListingChange, SectionListingState } from '../utils/section-query.ts';
import { isSort, sortLabels, sortOrder } from '../utils/sort-labels.ts';

const ANY = 'HEPSI';

interface SectionFiltersProps {
  state: SectionListingState;
  onChange: (change: SectionListingChange) => void;
}

/** Condition, publication date and order of the listings. */
export function SectionFilters({ state, onChange }: SectionFiltersProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Durum"
        value={state.condition ?? ANY}
        onChange={(event) => {
          const value = event.target.value;
          const condition: ProductCondition | undefined = isCondition(value) ? value : undefined;
          onChange({ condition });
        }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={ANY}>Tüm durumlar</MenuItem>
        {conditionOrder.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {conditionLabels[condition]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="İlan tarihi"
        value={state.date}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ date: isDateFilter(value) ? value : DateFilter.ALL });
        }}
        sx={{ minWidth: 160 }}
      >
        {dateOrder.map((date) => (
          <MenuItem key={date} value={date}>
            {dateLabels[date]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sıralama"
        value={state.sort}
        onChange={(event) => {
          const value = event.target.value;
          const sort: SortOption | undefined = isSort(value) ? value : undefined;
          if (sort) onChange({ sort });
        }}
        sx={{ minWidth: 180 }}
      >
        {sortOrder.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {sortLabels[sort]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

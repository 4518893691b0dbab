import Stack from '@mui/material/Stack';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { conditionLabels, conditionOrder } from '../utils/condition-labels.ts';
import { dateLabels, dateOrder } from '../utils/date-labels.ts';
import type { SectionListingChange, SectionListingState } from '../utils/section-query.ts';
import { sortLabels, sortOrder } from '../utils/sort-labels.ts';

interface SectionFiltersProps {
  state: SectionListingState;
  onChange: (change: SectionListingChange) => void;
}

/** Condition, publication date and order of the listings. */
export function SectionFilters({ state, onChange }: SectionFiltersProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ChoiceSelect
        label="Durum"
        value={state.condition}
        options={conditionOrder}
        labels={conditionLabels}
        onChange={(condition) => onChange({ condition })}
        minWidth={160}
        any={{ label: 'Tüm durumlar', onChoose: () => onChange({ condition: undefined }) }}
      />
      <ChoiceSelect label="İlan tarihi" value={state.date} options={dateOrder} labels={dateLabels} onChange={(date) => onChange({ date })} minWidth={160} />
      <ChoiceSelect label="Sıralama" value={state.sort} options={sortOrder} labels={sortLabels} onChange={(sort) => onChange({ sort })} minWidth={180} />
    </Stack>
  );
}

import type { SortOption } from '@carsi/sdk/main';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { sortLabels, sortOrder } from '../utils/sort-labels.ts';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}

/** The order of the results. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return <ChoiceSelect label="Sıralama" value={value} options={sortOrder} labels={sortLabels} onChange={onChange} minWidth={180} />;
}

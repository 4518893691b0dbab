import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { FacetOption, SearchFilters } from '@carsi/sdk/main';
import type { ListingChange, ListingFilter, ListingState } from '../utils/listing-query.ts';
import { FacetSelect } from './facet-select.tsx';

const labels: Record<ListingFilter, string> = { category: 'Kategori', brand: 'Marka', market: 'Mağaza' };

const optionsOf = (filters: SearchFilters | undefined, filter: ListingFilter): readonly FacetOption[] => {
  if (!filters) return [];
  if (filter === 'category') return filters.categories;
  if (filter === 'brand') return filters.brands;
  return filters.markets;
};

interface FilterBarProps {
  available: readonly ListingFilter[];
  state: ListingState;
  filters: SearchFilters | undefined;
  onChange: (change: ListingChange) => void;
}

/** The facet selects and, below them, the chosen filters as removable chips. */
export function FilterBar({ available, state, filters, onChange }: FilterBarProps) {
  const active = available.filter((filter) => state[filter] !== undefined);
  const nameOf = (filter: ListingFilter, slug: string) =>
    optionsOf(filters, filter).find((option) => option.slug === slug)?.name ?? slug;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <legend className="sr-only">Filtreler</legend>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {available.map((filter) => (
          <FacetSelect
            key={filter}
            label={labels[filter]}
            value={state[filter]}
            options={optionsOf(filters, filter)}
            onChange={(slug) => onChange({ [filter]: slug })}
          />
        ))}
      </Stack>
      {active.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Seçili filtreler">
          {active.map((filter) => {
            const slug = state[filter] ?? '';
            const text = `${labels[filter]}: ${nameOf(filter, slug)}`;
            return (
              <Chip
                key={filter}
                label={text}
                aria-label={`${text} filtresini kaldır`}
                onClick={() => onChange({ [filter]: undefined })}
                onDelete={() => onChange({ [filter]: undefined })}
              />
            );
          })}
          <Chip
            label="Filtreleri temizle"
            variant="outlined"
            onClick={() => onChange({ category: undefined, brand: undefined, market: undefined })}
          />
        </Stack>
      )}
    </Stack>
  );
}

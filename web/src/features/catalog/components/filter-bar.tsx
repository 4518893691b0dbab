import type { FacetOption, SearchFilters } from '@carsi/sdk/main';
import type { ListingChange, ListingFilter, ListingState } from '../utils/listing-query.ts';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
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

/** The facet selects and, below them, the chosen filters as removable chips (filter-bar.css, ui/plain-chip.css). */
export function FilterBar({ available, state, filters, onChange }: FilterBarProps) {
  const active = available.filter((filter) => state[filter] !== undefined);
  const nameOf = (filter: ListingFilter, slug: string) => optionsOf(filters, filter).find((option) => option.slug === slug)?.name ?? slug;
  return (
    <fieldset className="filter-bar">
      <legend className="sr-only">Filtreler</legend>
      <div className="filter-bar__row">
        {available.map((filter) => (
          <FacetSelect
            key={filter}
            label={labels[filter]}
            value={state[filter]}
            options={optionsOf(filters, filter)}
            onChange={(slug) => onChange({ [filter]: slug })}
          />
        ))}
      </div>
      {active.length > 0 && (
        <div className="filter-bar__row" role="group" aria-label="Seçili filtreler">
          {active.map((filter) => {
            const slug = state[filter] ?? '';
            const text = `${labels[filter]}: ${nameOf(filter, slug)}`;
            return (
              <button
                key={filter}
                type="button"
                className="plain-chip plain-chip--deletable"
                aria-label={`${text} filtresini kaldır`}
                onClick={() => onChange({ [filter]: undefined })}
              >
                {text}
                <ShellIcon name="cancel" className="plain-chip__delete" />
              </button>
            );
          })}
          <button
            type="button"
            className="plain-chip plain-chip--outlined"
            onClick={() => onChange({ category: undefined, brand: undefined, market: undefined })}
          >
            Filtreleri temizle
          </button>
        </div>
      )}
    </fieldset>
  );
}

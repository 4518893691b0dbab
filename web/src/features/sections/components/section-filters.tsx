import type { ListingSearchFilters } from '@carsi/sdk/main';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { conditionLabels } from '../utils/condition-labels.ts';
import { dateLabels } from '../utils/date-labels.ts';
import type { SectionListingChange, SectionListingState } from '../utils/section-query.ts';
import { sortLabels } from '../utils/sort-labels.ts';

interface SectionFiltersProps {
  state: SectionListingState;
  /** The section's facets for the current search (GetSearchFilters); undefined while they load. */
  facets: ListingSearchFilters | undefined;
  onChange: (change: SectionListingChange) => void;
}

/**
 * The choices the server offers, in its order, and the chosen one even when the server no longer
 * lists it (an address kept from an earlier search, or the facets still loading) so the select shows it.
 */
export function offered<T extends string>(fromServer: readonly T[] | undefined, chosen: T | undefined): readonly T[] {
  const options = fromServer ?? [];
  return chosen === undefined || options.includes(chosen) ? options : [chosen, ...options];
}

/** Condition, publication date and order of the listings, as the section's facets offer them (section-listing.css). */
export function SectionFilters({ state, facets, onChange }: SectionFiltersProps) {
  return (
    <div className="section-filters">
      <ChoiceSelect
        label="Durum"
        value={state.condition}
        options={offered(facets?.conditions, state.condition)}
        labels={conditionLabels}
        onChange={(condition) => onChange({ condition })}
        minWidth={160}
        any={{ label: 'Tüm durumlar', onChoose: () => onChange({ condition: undefined }) }}
      />
      <ChoiceSelect
        label="İlan tarihi"
        value={state.date}
        options={offered(facets?.dates, state.date)}
        labels={dateLabels}
        onChange={(date) => onChange({ date })}
        minWidth={160}
      />
      <ChoiceSelect
        label="Sıralama"
        value={state.sort}
        options={offered(facets?.sorts, state.sort)}
        labels={sortLabels}
        onChange={(sort) => onChange({ sort })}
        minWidth={180}
      />
    </div>
  );
}

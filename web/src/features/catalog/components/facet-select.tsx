import { PlainSelect } from '@/components/ui/plain-select.tsx';
import type { FacetOption } from '@carsi/sdk/main';
import { formatNumber } from '@/utils/format.ts';

interface FacetSelectProps {
  label: string;
  value: string | undefined;
  options: readonly FacetOption[];
  onChange: (slug: string | undefined) => void;
}

const ALL = '';

/** One facet (category, brand or store) as a select with "Tümü" first and result counts (facet-select.css). */
export function FacetSelect({ label, value, options, onChange }: FacetSelectProps) {
  const known = value === undefined || options.some((option) => option.slug === value);
  return (
    <PlainSelect className="facet-select" label={label} value={value ?? ALL} onChange={(slug) => onChange(slug === ALL ? undefined : slug)}>
      <option value={ALL}>Tümü</option>
      {!known && value !== undefined && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.slug}>
          {`${option.name} (${formatNumber(option.count)})`}
        </option>
      ))}
    </PlainSelect>
  );
}

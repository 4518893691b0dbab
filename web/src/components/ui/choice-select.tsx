import { PlainSelect } from './plain-select.tsx';

const ANY = 'HEPSI';

interface ChoiceSelectProps<T extends string> {
  label: string;
  /** Undefined: the `any` entry is shown as chosen (without one, nothing is). */
  value: T | undefined;
  /** The choices in the order shown. */
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  minWidth: number;
  /** A first entry meaning "no filter" (e.g. Tüm durumlar), and what choosing it does. */
  any?: { label: string; onChoose: () => void };
}

/** A small select of a listing filter or order, with Turkish labels. */
export function ChoiceSelect<T extends string>({ label, value, options, labels, onChange, minWidth, any }: ChoiceSelectProps<T>) {
  return (
    <PlainSelect
      label={label}
      value={value ?? ANY}
      onChange={(picked) => {
        const chosen = options.find((option) => option === picked);
        if (chosen !== undefined) onChange(chosen);
        else any?.onChoose();
      }}
      style={{ minWidth }}
    >
      {any ? (
        <option value={ANY}>{any.label}</option>
      ) : (
        // Nothing chosen yet: the field stays empty rather than showing the first choice as if chosen.
        value === undefined && <option value={ANY} disabled hidden />
      )}
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </PlainSelect>
  );
}

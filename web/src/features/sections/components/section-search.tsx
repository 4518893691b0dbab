import { useState, type FormEvent } from 'react';
import { PlainTextField } from '@/components/ui/plain-text-field.tsx';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { SEARCH_MAX, SEARCH_MIN } from '../utils/section-query.ts';

interface SectionSearchProps {
  /** The search the address holds. */
  value: string | undefined;
  sectionName: string;
  onSearch: (search: string | undefined) => void;
}

/** Free-text search within a section's listings; an empty search shows every listing again. */
export function SectionSearch({ value, sectionName, onSearch }: SectionSearchProps) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(value);
  // Back/forward or a link changes the address: show its search.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search.length > 0 && search.length < SEARCH_MIN) {
      setError(`Aramak için en az ${SEARCH_MIN} karakter yazın.`);
      return;
    }
    setError(undefined);
    onSearch(search.length === 0 ? undefined : search);
  };
  return (
    <form role="search" aria-label={`${sectionName} ilanlarında ara`} noValidate onSubmit={submit}>
      <PlainTextField
        label={`${sectionName} ilanlarında ara`}
        value={text}
        onChange={setText}
        error={error}
        maxLength={SEARCH_MAX}
        enterKeyHint="search"
        end={
          <ShellIconButton type="submit" aria-label="Ara">
            <ShellIcon name="search" />
          </ShellIconButton>
        }
      />
    </form>
  );
}

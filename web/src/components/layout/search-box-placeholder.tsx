import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { paths } from '@/config/paths.ts';
import { keepSearchDraft, readSearchDraft, SEARCH_LABEL } from './search-draft.ts';

/**
 * The header search as the first paint shows it: the same rounded field, already usable (Enter opens
 * the search page), while the search box with suggestions loads. What is typed here carries over.
 */
export function SearchBoxPlaceholder() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [initial] = useState(() => readSearchDraft()?.text ?? params.get('q') ?? '');
  const input = useRef<HTMLInputElement>(null);
  // Uncontrolled, so hydrating a server-rendered page never resets what the visitor typed before the
  // app started; whatever is in the field then becomes the draft the search box starts from.
  // A placeholder rendered again while the search box loads keeps the focus the visitor was typing with.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const latest = readSearchDraft();
    // The field was made (at transition priority) a moment before it mounts: keys typed meanwhile went
    // to the draft, which is then newer than the value it started with.
    if (latest && latest.text !== field.value) field.value = latest.text;
    if (latest?.focused && document.activeElement !== field) field.focus();
    if (field.value) keepSearchDraft({ text: field.value, focused: document.activeElement === field });
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = (input.current?.value ?? '').trim();
    if (trimmed) navigate(paths.search.getHref(trimmed));
  };
  return (
    <form
      role="search"
      // Before the app has hydrated a server-rendered page, Enter submits the form itself: to the search page.
      action={paths.search.getHref()}
      method="get"
      onSubmit={submit}
      // 44 px high (search-box-placeholder.css): the small Autocomplete field that replaces it, so nothing below moves.
      className="search-placeholder"
    >
      <input
        name="q"
        type="search"
        placeholder={SEARCH_LABEL}
        aria-label={SEARCH_LABEL}
        enterKeyHint="search"
        ref={input}
        defaultValue={initial}
        onChange={(event) => keepSearchDraft({ text: event.target.value, focused: true })}
        onFocus={(event) => keepSearchDraft({ text: event.target.value, focused: true })}
        onBlur={(event) => keepSearchDraft({ text: event.target.value, focused: false })}
        className="search-placeholder__input"
      />
      <ShellIconButton
        type="submit"
        aria-label="Ara"
        size="small"
        className="search-placeholder__submit"
        onFocus={() => keepSearchDraft({ text: input.current?.value ?? '', focused: false, buttonFocused: true })}
        onBlur={() => keepSearchDraft({ text: input.current?.value ?? '', focused: false })}
      >
        <ShellIcon name="search" />
      </ShellIconButton>
    </form>
  );
}

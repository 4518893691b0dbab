import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { AutocompleteSuggestion } from '@carsi/sdk/main';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useSearchSuggestions } from '@/hooks/use-search-suggestions.ts';
import { SEARCH_LABEL as LABEL, clearSearchDraft, readSearchDraft } from './search-draft.ts';
import { suggestionGroupLabels, suggestionHref } from './suggestion-links.ts';

/**
 * The header search: suggestions grouped as categories, products, stores and brands while typing;
 * Enter (or the button) opens the search page with the text.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  // Starts from what was typed into the first paint's placeholder (header-search.tsx), if anything.
  const [draft] = useState(readSearchDraft);
  const [text, setText] = useState(draft?.text ?? current);
  // The box may render (at transition priority) a moment before it replaces the placeholder: what was
  // typed into the placeholder meanwhile is picked up when it does; the draft is then used up.
  const field = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const latest = readSearchDraft();
    clearSearchDraft();
    if (latest !== undefined && latest.text !== (draft?.text ?? current)) setText(latest.text);
    // So may the focus: keys pressed after the swap would otherwise go nowhere. A visitor who was
    // typing sees the suggestions for what is already there, as if typed into this box.
    if (latest?.focused && document.activeElement !== field.current) field.current?.focus();
    // A keyboard user who had tabbed onto the placeholder's button stays on the button.
    if (latest?.buttonFocused && document.activeElement !== submitButton.current) submitButton.current?.focus();
    if (latest?.focused && latest.text.trim().length >= 2) setOpen(true);
    // Once, as the box takes the placeholder's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shownQuery = useRef(current);
  useEffect(() => {
    if (shownQuery.current === current) return;
    shownQuery.current = current;
    setText(current);
  }, [current]);
  const suggestions = useSearchSuggestions(text);
  const options: AutocompleteSuggestion[] =
    text.trim().length >= 2 ? (suggestions.data?.groups.flatMap((group) => group.suggestions) ?? []) : [];

  const search = (value: string) => {
    const trimmed = value.trim();
    if (trimmed) navigate(paths.search.getHref(trimmed));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: '100%' }}>
      <Autocomplete<AutocompleteSuggestion, false, false, true>
        freeSolo
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        filterOptions={(all) => all}
        groupBy={(option) => suggestionGroupLabels[option.type]}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : `${option.type}-${option.id}`)}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        value={null}
        onChange={(_event, value) => {
          if (value === null) return;
          if (typeof value === 'string') search(value);
          else navigate(suggestionHref(value));
        }}
        loading={suggestions.isFetching}
        loadingText="Öneriler yükleniyor…"
        noOptionsText="Öneri bulunamadı"
        clearOnBlur={false}
        autoHighlight={false}
        renderInput={(input) => (
          <TextField
            {...input}
            name="q"
            type="search"
            inputRef={field}
            placeholder={LABEL}
            size="small"
            slotProps={{
              ...input.slotProps,
              htmlInput: { ...input.slotProps.htmlInput, 'aria-label': LABEL, enterKeyHint: 'search' },
              input: {
                ...input.slotProps.input,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton ref={submitButton} type="submit" aria-label="Ara" size="small" edge="end">
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 999,
              '& .MuiOutlinedInput-root': { borderRadius: 999, pl: 1.5 },
              '& fieldset': { border: 0 },
              '& .MuiOutlinedInput-root.Mui-focused': { outline: '3px solid', outlineColor: 'secondary.light' },
            }}
          />
        )}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
              {option.image && (
                <Box
                  component="img"
                  src={option.image.url}
                  alt=""
                  width={32}
                  height={40}
                  sx={{ objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
                />
              )}
              {option.name}
            </Box>
          );
        }}
      />
    </Box>
  );
}

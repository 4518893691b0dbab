import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** The header search; it opens the search page with the query (suggestions come with autocomplete). */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) navigate(paths.search.getHref(trimmed));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 999,
        pl: 2,
        pr: 0.5,
        width: '100%',
        '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.light' },
      }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        Ürün, kategori, marka veya mağaza ara
      </Box>
      <InputBase
        id={inputId}
        type="search"
        name="q"
        placeholder="Ürün, kategori, marka veya mağaza ara"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ flex: 1, py: 0.75 }}
        inputProps={{ enterKeyHint: 'search' }}
      />
      <IconButton type="submit" aria-label="Ara" size="small">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

import { lazy, Suspense } from 'react';
import { SearchBoxPlaceholder } from './search-box-placeholder.tsx';

const SearchBox = lazy(async () => ({ default: (await import('./search-box.tsx')).SearchBox }));

/**
 * The header search: the suggestion box (MUI Autocomplete) loads right after the first paint; until
 * then a plain field of the same size stands in and keeps what is typed.
 */
export function HeaderSearch() {
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <SearchBox />
    </Suspense>
  );
}

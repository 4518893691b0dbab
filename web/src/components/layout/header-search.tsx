import { lazy, startTransition, useEffect, useRef, useState } from 'react';
import { LazyPart } from './lazy-part.tsx';
import { SearchBoxPlaceholder } from './search-box-placeholder.tsx';

const loadSearchBox = () => import('./search-box.tsx');
const SearchBox = lazy(async () => ({ default: (await loadSearchBox()).SearchBox }));

/**
 * The header search: a plain field of the same size paints first (Enter already searches) and keeps
 * what is typed; the suggestion box (MUI Autocomplete) takes its place when the visitor reaches for the
 * field. Drawing the box and adding its styles is ≈100 ms of a phone's main thread, which a page that
 * is only looked at, or a start, should not pay.
 */
export function HeaderSearch() {
  const [wanted, setWanted] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const reachedFor = () => {
    void loadSearchBox();
    startTransition(() => setWanted(true));
  };
  // The visitor may have reached for the field of a drawn page before the app took it over.
  useEffect(() => {
    if (field.current?.contains(document.activeElement)) reachedFor();
  }, []);
  if (!wanted) {
    return (
      <div ref={field} onPointerDown={reachedFor} onFocus={reachedFor} style={{ width: '100%' }}>
        <SearchBoxPlaceholder />
      </div>
    );
  }
  return (
    <LazyPart loading={<SearchBoxPlaceholder />} failed={<SearchBoxPlaceholder />}>
      <SearchBox />
    </LazyPart>
  );
}

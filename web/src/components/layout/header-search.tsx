import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { inMuiScope } from './in-mui-scope.tsx';
import { SearchBoxPlaceholder } from './search-box-placeholder.tsx';

const loadSearchBox = () => inMuiScope(import('./search-box.tsx').then((module) => module.SearchBox));

/**
 * The header search: a plain field of the same size paints first (Enter already searches) and keeps
 * what is typed; the suggestion box (MUI Autocomplete) takes its place when the visitor reaches for the
 * field. Rendering the box and adding its styles is a long task on a phone's main thread, which a page that
 * is only looked at, or a start, should not pay.
 *
 * The box replaces the field once its code is in, in one step (no loading stand-in in between, whose
 * own field would miss what is typed while it mounts); what was typed and the focus carry over
 * (search-draft.ts). If the code cannot be loaded, the plain field stays and still searches.
 */
export function HeaderSearch() {
  const [SearchBox, setSearchBox] = useState<ComponentType | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const reachedFor = () => {
    if (asked.current) return;
    asked.current = true;
    loadSearchBox().then(
      (Box) => startTransition(() => setSearchBox(() => Box)),
      (error: unknown) => {
        asked.current = false;
        console.warn('Çarşı: the search box could not be loaded', error);
      },
    );
  };
  // The visitor may have reached for the field of a server-rendered page before it hydrated.
  useEffect(() => {
    if (field.current?.contains(document.activeElement)) reachedFor();
    // Once, as the header hydrates.
  }, []);
  if (SearchBox) return <SearchBox />;
  return (
    <div ref={field} onPointerDown={reachedFor} onFocus={reachedFor} style={{ width: '100%' }}>
      <SearchBoxPlaceholder />
    </div>
  );
}

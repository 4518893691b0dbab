import { lazy, startTransition, useEffect, useState } from 'react';
import { LazyPart } from './lazy-part.tsx';
import { SearchBoxPlaceholder } from './search-box-placeholder.tsx';

const loadSearchBox = () => import('./search-box.tsx');
const SearchBox = lazy(async () => ({ default: (await loadSearchBox()).SearchBox }));

/** Runs `task` once the browser is idle after the first paint (or after a short wait where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * The header search: a plain field of the same size paints first (Enter already searches) and keeps
 * what is typed; the suggestion box (MUI Autocomplete) takes its place once the browser is idle after
 * the first paint, or as soon as the visitor reaches for the field.
 */
export function HeaderSearch() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => startTransition(() => setWanted(true)))), [wanted]);
  if (!wanted) {
    return (
      <div onPointerDown={() => void loadSearchBox()} onFocus={() => void loadSearchBox()} style={{ width: '100%' }}>
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

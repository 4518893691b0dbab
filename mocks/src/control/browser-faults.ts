/** Faults in the browser: from `?fault=` (this page load only) or those kept in localStorage (under the page world's key). */
import { formatFaultSpec, parseFaultSpec } from './fault-spec.ts';
import { listFaults, onFaultsChange, setFaults } from './fault-store.ts';
import { FAULTS_QUERY_PARAM, FAULTS_STORAGE_KEY } from './fault-types.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Loads the faults of the page's query string or, without one, of storage. `?fault=` lasts for this
 * page load only: a shared link must not keep breaking the shop for whoever opened it, so it is
 * neither saved nor allowed to replace what storage holds (an empty `?fault=` runs this load without
 * faults). Changes made afterwards (the QA panel) are saved. Invalid text is reported and ignored.
 */
export function loadBrowserFaults(search: string, storage: KeyValueStorage | undefined, key = FAULTS_STORAGE_KEY): () => void {
  const params = new URLSearchParams(search);
  const fromQuery = params.get(FAULTS_QUERY_PARAM);
  const text = fromQuery ?? storage?.getItem(key) ?? '';
  try {
    setFaults(parseFaultSpec(text));
  } catch (error) {
    console.warn('[mocks] ignoring invalid faults:', text, error);
    setFaults([]);
  }
  const save = (): void => {
    const spec = formatFaultSpec(listFaults());
    if (spec === '') storage?.removeItem(key);
    else storage?.setItem(key, spec);
  };
  if (fromQuery === null) save();
  return onFaultsChange(save);
}

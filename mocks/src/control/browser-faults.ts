/** Faults in the browser: from `?fault=` (wins, and is remembered) or from localStorage. */
import { formatFaultSpec, parseFaultSpec } from './fault-spec.ts';
import { listFaults, onFaultsChange, setFaults } from './fault-store.ts';
import { FAULTS_QUERY_PARAM, FAULTS_STORAGE_KEY } from './fault-types.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Loads the faults of the page's query string or, without one, of storage, and keeps storage in
 * step with later changes. `?fault=` (empty) clears them. Invalid text is reported and ignored.
 */
export function loadBrowserFaults(search: string, storage: KeyValueStorage | undefined): () => void {
  const params = new URLSearchParams(search);
  const fromQuery = params.get(FAULTS_QUERY_PARAM);
  const text = fromQuery ?? storage?.getItem(FAULTS_STORAGE_KEY) ?? '';
  try {
    setFaults(parseFaultSpec(text));
  } catch (error) {
    console.warn('[mocks] ignoring invalid faults:', text, error);
    setFaults([]);
  }
  const save = (): void => {
    const spec = formatFaultSpec(listFaults());
    if (spec === '') storage?.removeItem(FAULTS_STORAGE_KEY);
    else storage?.setItem(FAULTS_STORAGE_KEY, spec);
  };
  save();
  return onFaultsChange(save);
}

import { autocompleteSearch, getAutocompleteSearchQueryKey, type AutocompleteResult } from '@carsi/sdk/main';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/**
 * Suggestions for the text typed so far, asked a moment after typing stops. Autocomplete is a POST
 * the contract marks as a query (`x-query`), so answers are kept per text and show no success toast.
 */
export function useSearchSuggestions(text: string) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = settled.length >= MIN_LENGTH && settled.length <= 100;
  return useQuery<AutocompleteResult>({
    queryKey: getAutocompleteSearchQueryKey({ search: settled }),
    queryFn: ({ signal }) => autocompleteSearch({ search: settled }, undefined, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

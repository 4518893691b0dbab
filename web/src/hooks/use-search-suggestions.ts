import { autocompleteSearch, getAutocompleteSearchMutationKey, type AutocompleteResult } from '@carsi/sdk/main';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/**
 * Suggestions for the text typed so far, asked a moment after typing stops. The contract makes
 * autocomplete a POST; reading it as a query keeps answers per text and shows no success toast.
 */
export function useSearchSuggestions(text: string) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = settled.length >= MIN_LENGTH && settled.length <= 100;
  return useQuery<AutocompleteResult>({
    queryKey: [...getAutocompleteSearchMutationKey(), settled],
    queryFn: ({ signal }) => autocompleteSearch({ search: settled }, undefined, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

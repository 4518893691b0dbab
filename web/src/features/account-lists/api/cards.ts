import { getListCardsQueryKey, useDeleteCard, useListCards } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const useCards = () => useListCards();

/** Removing a card reloads the list (spec §4). */
export function useDeleteCardMutation() {
  const client = useQueryClient();
  return useDeleteCard({ mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListCardsQueryKey() }) } });
}

export { useSaveCard } from '@carsi/sdk/main';

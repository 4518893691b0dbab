import { useDeleteCard, useListCards } from '@carsi/sdk/main';

export const useCards = () => useListCards();

/** Removing a card reloads the list (spec §4: the SDK's invalidation rules). */
export const useDeleteCardMutation = () => useDeleteCard();

export { useSaveCard } from '@carsi/sdk/main';

import { getListFavoritesQueryKey, useListFavorites, useRemoveFavorite } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const FAVORITES_PAGE_SIZE = 24;

export const useFavorites = (currentPage: number) => useListFavorites({ currentPage, pageSize: FAVORITES_PAGE_SIZE });

/** Removing a favourite reloads the list (spec §4). */
export function useRemoveFavoriteMutation() {
  const client = useQueryClient();
  return useRemoveFavorite({ mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListFavoritesQueryKey() }) } });
}

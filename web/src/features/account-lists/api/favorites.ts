import { useListFavorites, useRemoveFavorite } from '@carsi/sdk/main';

export const FAVORITES_PAGE_SIZE = 24;

export const useFavorites = (currentPage: number) => useListFavorites({ currentPage, pageSize: FAVORITES_PAGE_SIZE });

/** Removing a favourite reloads the list (spec §4: the SDK's invalidation rules). */
export const useRemoveFavoriteMutation = () => useRemoveFavorite();

import {
  useListStoreDiscounts,
  useRemoveProductDiscount,
  useSearchProducts,
  useSetProductDiscount,
} from '@carsi/sdk/main';
import { useQueryClient, type Query } from '@tanstack/react-query';

export const DISCOUNT_PAGE_SIZE = 20;
const PICKER_SIZE = 20;

/**
 * Every cached answer that shows a product's price: the store's discount list, product pages, search and
 * store listings, campaign pages and highlights, favourites, last visited, the cart. A discount changes
 * them all, so they are fetched again (the ones on screen at once, the others when next shown).
 */
const SHOWS_A_PRICE = /\/api\/(v2\/)?marketplace\/(store\/discount|product|search|campaign-page|highlight|favorite|last-visit|cart)/;
const showsAPrice = (query: Query): boolean => query.queryKey.some((part) => typeof part === 'string' && SHOWS_A_PRICE.test(part));

/** One page of the store's discounted products, highest rate first. */
export function useStoreDiscounts(currentPage: number) {
  return useListStoreDiscounts({ currentPage, pageSize: DISCOUNT_PAGE_SIZE });
}

/** The store's products matching `search` (its store page's listing), to choose one to discount. */
export function useStoreProductChoices(storeSlug: string, search: string) {
  const text = search.trim();
  return useSearchProducts({ pageKind: 'market', creator: storeSlug, pageSize: PICKER_SIZE, ...(text.length >= 2 ? { search: text } : {}) });
}

/** Sets or changes a product's discount; `onSaved` runs once the server took it. */
export function useSaveDiscount(onSaved: () => void) {
  const client = useQueryClient();
  return useSetProductDiscount({
    mutation: {
      onSuccess: async () => {
        onSaved();
        await client.invalidateQueries({ predicate: showsAPrice });
      },
    },
  });
}

/** Takes a product's discount away. */
export function useRemoveDiscount(onRemoved: () => void) {
  const client = useQueryClient();
  return useRemoveProductDiscount({
    mutation: {
      onSuccess: async () => {
        onRemoved();
        await client.invalidateQueries({ predicate: showsAPrice });
      },
    },
  });
}

import {
  useListStoreDiscounts,
  useRemoveProductDiscount,
  useSearchProducts,
  useSetProductDiscount,
} from '@carsi/sdk/main';

export const DISCOUNT_PAGE_SIZE = 20;
const PICKER_SIZE = 20;


/** One page of the store's discounted products, highest rate first. */
export function useStoreDiscounts(currentPage: number) {
  return useListStoreDiscounts({ currentPage, pageSize: DISCOUNT_PAGE_SIZE });
}

/** The store's products matching `search` (its store page's listing), to choose one to discount. */
export function useStoreProductChoices(storeSlug: string, search: string) {
  const text = search.trim();
  return useSearchProducts({ pageKind: 'market', creator: storeSlug, pageSize: PICKER_SIZE, ...(text.length >= 2 ? { search: text } : {}) });
}

// A discount changes every cached answer that shows the product's price; the SDK's invalidation rules fetch
// them again (the ones on screen at once, the others when next shown).

/** Sets or changes a product's discount; `onSaved` runs once the server took it. */
export const useSaveDiscount = (onSaved: () => void) => useSetProductDiscount({ mutation: { onSuccess: onSaved } });

/** Takes a product's discount away. */
export const useRemoveDiscount = (onRemoved: () => void) => useRemoveProductDiscount({ mutation: { onSuccess: onRemoved } });

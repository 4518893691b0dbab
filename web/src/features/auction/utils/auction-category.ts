import type { Category } from '@carsi/sdk/main';

/** Where the auction home keeps its chosen category: `/mezat?kategori=antika`. */
export const AUCTION_CATEGORY_KEY = 'kategori';

/** The top categories, the home's chips. */
export const topAuctionCategories = (categories: readonly Category[]): Category[] => categories.filter((category) => category.parentId === null);

/**
 * The category whose broadcasts the home lists: the one in the address, else the first. One source for
 * the home and its route loader, which asks for that category's broadcasts ahead of the page.
 */
export const chosenAuctionCategory = (top: readonly Category[], params: URLSearchParams): Category | undefined =>
  top.find((category) => category.slug === params.get(AUCTION_CATEGORY_KEY)) ?? top[0];

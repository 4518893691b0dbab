import type { ListProductReviewsParams } from '@carsi/sdk/main';

/** Ratings shown per page under a product (and its seller). */
export const REVIEWS_PAGE_SIZE = 5;

/** The arguments of one page of a product's ratings: one source for the list and the page's structured data. */
export const productReviewsPage = (currentPage: number): ListProductReviewsParams => ({ pageSize: REVIEWS_PAGE_SIZE, currentPage });

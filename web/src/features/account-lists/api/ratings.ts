import {
  getListApprovedProductRatingsQueryOptions,
  getListApprovedSellerRatingsQueryOptions,
  getListNewProductRatingsQueryOptions,
  getListNewSellerRatingsQueryOptions,
  getListNotApprovedProductRatingsQueryOptions,
  getListNotApprovedSellerRatingsQueryOptions,
  useCreateProductRating,
  useCreateSellerRating,
  useDeleteProductRating,
  useDeleteSellerRating,
  useUpdateProductRating,
  useUpdateSellerRating,
  RatingTarget,
  type RatableItem,
  type RatableItemPage,
  type RatingPage,
} from '@carsi/sdk/main';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { RatingFormValue } from '../components/rating-form.tsx';
import type { WrittenRatingState } from '../utils/rating-states.ts';

export const RATINGS_PAGE_SIZE = 20;

const writtenOptions = {
  [RatingTarget.PRODUCT]: { approved: getListApprovedProductRatingsQueryOptions, pending: getListNotApprovedProductRatingsQueryOptions },
  [RatingTarget.SELLER]: { approved: getListApprovedSellerRatingsQueryOptions, pending: getListNotApprovedSellerRatingsQueryOptions },
} as const;

const ratableOptions = {
  [RatingTarget.PRODUCT]: getListNewProductRatingsQueryOptions,
  [RatingTarget.SELLER]: getListNewSellerRatingsQueryOptions,
} as const;

/** The member's written ratings of one kind: approved, or waiting for / refused by moderation. */
export function useRatings(target: RatingTarget, state: WrittenRatingState, currentPage = 1) {
  const options = writtenOptions[target][state]({ pageSize: RATINGS_PAGE_SIZE, currentPage });
  return useQuery<RatingPage>({ queryKey: options.queryKey as QueryKey, queryFn: options.queryFn as () => Promise<RatingPage> });
}

/** Products or sellers of delivered orders the member has not rated yet ("Yeni"). */
export function useRatableItems(target: RatingTarget, currentPage = 1) {
  const options = ratableOptions[target]({ pageSize: RATINGS_PAGE_SIZE, currentPage });
  return useQuery<RatableItemPage>({ queryKey: options.queryKey as QueryKey, queryFn: options.queryFn as () => Promise<RatableItemPage> });
}

// Every rating list refreshes after a change (an item moves from "Yeni" to "Onay bekleyen" and so on):
// the SDK's invalidation rules read them again.

/** Rates one item of "Yeni"; the rating then waits for moderation. */
export function useRateItem(item: RatableItem) {
  const product = useCreateProductRating();
  const seller = useCreateSellerRating();
  const rate = (value: RatingFormValue) =>
    item.target === RatingTarget.PRODUCT && item.product
      ? product.mutate({ data: { orderId: item.orderId, productId: item.product.id, ...value } })
      : seller.mutate({ data: { orderId: item.orderId, sellerId: item.seller.id, ...value } });
  return { rate, isPending: product.isPending || seller.isPending };
}

/** Changes a written rating (it goes back to moderation). */
export function useUpdateRating(target: RatingTarget, id: number, onDone: () => void) {
  const mutation = { onSuccess: onDone };
  const product = useUpdateProductRating({ mutation });
  const seller = useUpdateSellerRating({ mutation });
  const update = (value: RatingFormValue) => (target === RatingTarget.PRODUCT ? product : seller).mutate({ id, data: value });
  return { update, isPending: product.isPending || seller.isPending };
}

/** Deletes a rating; the item becomes ratable again under "Yeni". */
export function useDeleteRatingMutation(target: RatingTarget) {
  const product = useDeleteProductRating();
  const seller = useDeleteSellerRating();
  return target === RatingTarget.PRODUCT ? product : seller;
}

import {
  getListApprovedProductRatingsQueryOptions,
  getListApprovedSellerRatingsQueryOptions,
  getListNewProductRatingsQueryOptions,
  getListNewSellerRatingsQueryOptions,
  getListNotApprovedProductRatingsQueryOptions,
  getListNotApprovedSellerRatingsQueryOptions,
  useDeleteProductRating,
  useDeleteSellerRating,
  RatingTarget,
  type RatingPage,
} from '@carsi/sdk/main';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RatingState } from '../utils/rating-states.ts';

export const RATINGS_PAGE_SIZE = 20;

const optionsFor = {
  [RatingTarget.PRODUCT]: {
    new: getListNewProductRatingsQueryOptions,
    approved: getListApprovedProductRatingsQueryOptions,
    notApproved: getListNotApprovedProductRatingsQueryOptions,
  },
  [RatingTarget.SELLER]: {
    new: getListNewSellerRatingsQueryOptions,
    approved: getListApprovedSellerRatingsQueryOptions,
    notApproved: getListNotApprovedSellerRatingsQueryOptions,
  },
} as const;

/** One list of the member's ratings: product or seller; new, approved or not approved. */
export function useRatings(target: RatingTarget, state: RatingState) {
  const options = optionsFor[target][state]({ pageSize: RATINGS_PAGE_SIZE });
  return useQuery<RatingPage>({ queryKey: options.queryKey as QueryKey, queryFn: options.queryFn as () => Promise<RatingPage> });
}

/** Deletes a rating and drops it from every list shown, without asking the lists again. */
export function useDeleteRatingMutation(target: RatingTarget) {
  const client = useQueryClient();
  const forget = (_data: unknown, { id }: { id: number }) => {
    client.setQueriesData<RatingPage>({ predicate: (query) => String(query.queryKey[0]).includes('/rating/') }, (page) =>
      page && Array.isArray(page.items) ? { ...page, items: page.items.filter((rating) => rating.id !== id), totalCount: Math.max(0, page.totalCount - 1) } : page,
    );
  };
  const product = useDeleteProductRating({ mutation: { onSuccess: forget } });
  const seller = useDeleteSellerRating({ mutation: { onSuccess: forget } });
  return target === RatingTarget.PRODUCT ? product : seller;
}

import {
  getAddFavoriteMutationKey,
  getAnswerQuestionMutationKey,
  getApplyCartCouponMutationKey,
  getAskProductQuestionMutationKey,
  getAuctionBanUserMutationKey,
  getAuctionBuyPackageMutationKey,
  getAuctionListBannedUsersQueryKey,
  getAuctionListPurchasedPackagesQueryKey,
  getAuctionPlaceBidMutationKey,
  getAuctionUnbanUserMutationKey,
  getCancelOrderMutationKey,
  getCancelReturnMutationKey,
  getCreateAddressMutationKey,
  getCreateInvoiceMutationKey,
  getCreateOrderMutationKey,
  getCreateProductRatingMutationKey,
  getCreateReturnMutationKey,
  getCreateSellerRatingMutationKey,
  getDeleteAddressMutationKey,
  getDeleteCardMutationKey,
  getDeleteInvoiceMutationKey,
  getDeleteProductRatingMutationKey,
  getDeleteQuestionMutationKey,
  getDeleteSellerRatingMutationKey,
  getFollowSellerMutationKey,
  getGetCartQueryKey,
  getGetMarketQueryKey,
  getGetOrderQueryKey,
  getGetProductQueryKey,
  getGetUserInformationQueryKey,
  getListAddressesQueryKey,
  getListAskedQuestionsQueryKey,
  getListCancellationsQueryKey,
  getListCardsQueryKey,
  getListCartCouponsQueryKey,
  getListFavoritesQueryKey,
  getListFollowsQueryKey,
  getListOrdersQueryKey,
  getListProductQuestionsInfiniteQueryKey,
  getListProductQuestionsQueryKey,
  getListReturnsQueryKey,
  getRemoveFavoriteMutationKey,
  getRemoveProductDiscountMutationKey,
  getSaveCardMutationKey,
  getSetProductDiscountMutationKey,
  getSwapBanUserMutationKey,
  getSwapListBannedUsersQueryKey,
  getSwapUnbanUserMutationKey,
  getUnfollowSellerMutationKey,
  getUpdateAddressMutationKey,
  getUpdateOrderShippingMutationKey,
  getUpdateProductRatingMutationKey,
  getUpdateSellerRatingMutationKey,
  getVerifyPhoneChangeMutationKey,
  type AddFavoriteMutationVariables,
  type AskProductQuestionMutationVariables,
  type AuctionPlaceBidMutationResult,
} from '../main.ts';
import { getLiveGetBroadcastQueryKey } from '../live.ts';
import { anyRecordOf, pathMatching, type InvalidationRule, type MutationSuccess, type StaleQueries } from '../runtime/invalidation.ts';

const operations = (...mutationKeys: (() => readonly [string])[]): string[] => mutationKeys.map((key) => key()[0]);

/**
 * A rule's stale keys from the call's typed answer and variables. The mutation key names the operation,
 * so what reached the mutation cache is that operation's answer and variables.
 */
const fromCall =
  <TData, TVariables>(stale: (data: TData, variables: TVariables) => readonly StaleQueries[]) =>
  ({ data, variables }: MutationSuccess): readonly StaleQueries[] =>
    stale(data as TData, variables as TVariables);

/**
 * Every cached answer that shows a product's price: the store's discount list, product pages, search and
 * store listings, campaign pages and highlights, favourites, last visited, the cart. A discount changes them all.
 */
const showsAPrice = pathMatching(/\/api\/(v2\/)?marketplace\/(store\/discount|product|search|campaign-page|highlight|favorite|last-visit|cart)/);

/**
 * What each mutation's success makes stale, applied once by `createQueryClient({ invalidate: invalidationRules })`
 * (the web app's client), so no screen has to remember it. What a call writes into the cache itself (a cart the
 * answer carries, an optimistic update) stays with the call. The marketplace's and Mezat's calls and swap's bans;
 * the section families' own calls refresh their reads where they are made.
 */
export const invalidationRules: readonly InvalidationRule[] = [
  // Spec §4: adding, changing or removing an address or a card reloads the list.
  { after: operations(getCreateAddressMutationKey, getUpdateAddressMutationKey, getDeleteAddressMutationKey), stale: [getListAddressesQueryKey()] },
  { after: operations(getSaveCardMutationKey, getDeleteCardMutationKey), stale: [getListCardsQueryKey()] },
  {
    // The favourites list, and the product page, which knows whether the product is a favourite.
    after: operations(getAddFavoriteMutationKey, getRemoveFavoriteMutationKey),
    stale: fromCall<unknown, AddFavoriteMutationVariables>((_data, { id }) => [getListFavoritesQueryKey(), getGetProductQueryKey(id)]),
  },
  {
    // The follows list, and the store pages, which know whether the member follows them (the call names the
    // seller, not the store's address).
    after: operations(getFollowSellerMutationKey, getUnfollowSellerMutationKey),
    stale: [getListFollowsQueryKey(), anyRecordOf((id) => getGetMarketQueryKey(String(id)))],
  },
  {
    // A cancellation or return changes the order, every tab it is listed under and the return and cancellation lists.
    after: operations(getCancelOrderMutationKey, getCreateReturnMutationKey, getCancelReturnMutationKey),
    stale: fromCall<{ orderId: number }, unknown>(({ orderId }) => [
      getGetOrderQueryKey(orderId),
      getListOrdersQueryKey(),
      getListReturnsQueryKey(),
      getListCancellationsQueryKey(),
    ]),
  },
  {
    // Sorularım, and the product's own question list (the call names the question, not its product).
    after: operations(getDeleteQuestionMutationKey),
    stale: [getListAskedQuestionsQueryKey(), anyRecordOf(getListProductQuestionsQueryKey)],
  },
  {
    after: operations(getAskProductQuestionMutationKey),
    stale: fromCall<unknown, AskProductQuestionMutationVariables>((_data, { id }) => [getListProductQuestionsInfiniteQueryKey(id)]),
  },
  // A store's answer shows wherever the question is listed.
  { after: operations(getAnswerQuestionMutationKey), stale: [pathMatching(/\/question/)] },
  {
    // Every rating list: an item moves from "Yeni" to "Onay bekleyen" and so on.
    after: operations(
      getCreateProductRatingMutationKey,
      getCreateSellerRatingMutationKey,
      getUpdateProductRatingMutationKey,
      getUpdateSellerRatingMutationKey,
      getDeleteProductRatingMutationKey,
      getDeleteSellerRatingMutationKey,
    ),
    stale: [pathMatching(/\/rating\//)],
  },
  // The profile then shows the new, verified number.
  { after: operations(getVerifyPhoneChangeMutationKey), stale: [getGetUserInformationQueryKey()] },
  // The bought lines leave the cart; the confirmation page does not show it, so the order does not wait for it.
  { after: operations(getCreateOrderMutationKey), stale: [getGetCartQueryKey()], background: true },
  // The applied coupon no longer fits the cart the same way (the answer is the new cart, which the call stores).
  { after: operations(getApplyCartCouponMutationKey), stale: [getListCartCouponsQueryKey()] },
  // A store's invoice or shipment changes the order and the invoice lists.
  { after: operations(getCreateInvoiceMutationKey, getDeleteInvoiceMutationKey), stale: [pathMatching(/\/(invoice|order)\//)] },
  { after: operations(getUpdateOrderShippingMutationKey), stale: [pathMatching(/\/order\//)] },
  { after: operations(getSetProductDiscountMutationKey, getRemoveProductDiscountMutationKey), stale: [showsAPrice] },
  { after: operations(getAuctionBanUserMutationKey, getAuctionUnbanUserMutationKey), stale: [getAuctionListBannedUsersQueryKey()] },
  { after: operations(getSwapBanUserMutationKey, getSwapUnbanUserMutationKey), stale: [getSwapListBannedUsersQueryKey()] },
  // The bought package shows in "Paketlerim" once read again; the dialog closes at once.
  { after: operations(getAuctionBuyPackageMutationKey), stale: [getAuctionListPurchasedPackagesQueryKey()], background: true },
  {
    // The broadcast's lot prices; the lot's own state is the answer, which the call stores.
    after: operations(getAuctionPlaceBidMutationKey),
    stale: fromCall<AuctionPlaceBidMutationResult, unknown>(({ broadcastId }) => [getLiveGetBroadcastQueryKey(broadcastId)]),
    background: true,
  },
];

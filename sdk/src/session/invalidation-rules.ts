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
import type { QueryKey } from '@tanstack/react-query';
import { verticalKeys } from '../generated/vertical-keys.ts';
import { getLiveGetBroadcastQueryKey } from '../live.ts';
import { anyRecordOf, pathMatching, pathOf, type InvalidationRule, type MutationSuccess, type StaleQueries } from '../runtime/invalidation.ts';

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
 * A section family's API base from its key (`secondHand` → `/api/second-hand`): the families' paths follow
 * their keys, and a test checks it against the verticals list, which stays out of every page's first load so.
 */
export const familyApiBase = (key: string): string => `/api/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A family's reads of `areas` under its API base: each area itself, its pages (`?…`) and every record in it. */
const under = (base: string, ...areas: string[]) => (key: QueryKey): boolean => {
  const path = pathOf(key) ?? '';
  return areas.some((area) => {
    const at = `${base}/${area}`;
    return path === at || path.startsWith(`${at}/`) || path.startsWith(`${at}?`);
  });
};

/** Every read of the family. */
const anywhereUnder = (base: string) => (key: QueryKey): boolean => pathOf(key)?.startsWith(`${base}/`) ?? false;

/** The same rule for every section family: `<family><Call>` makes `stale(<family's API base>)` stale. */
const inEveryFamily = (
  calls: readonly string[],
  stale: (base: string, success: MutationSuccess) => readonly StaleQueries[],
  background = true,
): InvalidationRule[] => verticalKeys.map((key) => ({ after: calls.map((call) => `${key}${call}`), stale: (success) => stale(familyApiBase(key), success), background }));

/** The listing a family call names: its `{ id }` (the operation is the rule's, so its variables are). */
const named = ({ variables }: MutationSuccess): number => (variables as { id: number }).id;

/**
 * What a section family's calls make stale. Most do not hold the call up: what the member sees next is the
 * form or the list they are on, and it updates when the reads arrive. The cart and a return request wait.
 */
const familyRules: readonly InvalidationRule[] = [
  ...inEveryFamily(['AddFavorite', 'RemoveFavorite'], (base, call) => [under(base, 'favorite', `product/${named(call)}`)]),
  ...inEveryFamily(['CreateComment'], (base, call) => [under(base, `product/${named(call)}/comment`)]),
  // The listing pages say whether the member follows their seller (the call names the seller).
  ...inEveryFamily(['Follow', 'Unfollow'], (base) => [under(base, 'follow', 'product')]),
  // My questions, and the listings' answered questions (the call names the question, not its listing).
  ...inEveryFamily(['DeleteQuestion', 'AnswerQuestion'], (base) => [under(base, 'question'), pathMatching(new RegExp(`^${base}/product/[^/]+/question`))]),
  ...inEveryFamily(['AskQuestion'], (base) => [under(base, 'question')]),
  ...inEveryFamily(['ListLastVisitProducts'], (base) => [under(base, 'last-visit')]),
  ...inEveryFamily(['CreateCargoAddress', 'UpdateCargoAddress', 'DeleteCargoAddress'], (base) => [under(base, 'cargo-address')]),
  ...inEveryFamily(['UploadSellOrderInvoice', 'DeleteSellOrderInvoice', 'ShipSellOrder'], (base) => [under(base, 'sell-order')]),
  ...inEveryFamily(['AddToCart', 'UpdateCartItem', 'RemoveFromCart'], (base) => [under(base, 'cart')], false),
  ...inEveryFamily(['CreateReturn'], (base) => [under(base, 'buy-order')], false),
  ...inEveryFamily(['CancelReturn'], (base) => [under(base, 'buy-order')]),
  ...inEveryFamily(['CreateOrder'], (base) => [under(base, 'cart', 'buy-order')]),
  ...inEveryFamily(['CreateNegotiation', 'UpdateNegotiationOffer', 'AcceptNegotiation', 'RejectNegotiation'], (base) => [under(base, 'negotiation')]),
  // A listing created, changed or removed, a suspended account, a swap made or refused: my listings, the
  // summary, the section's lists and both listings of a swap may all have changed.
  ...inEveryFamily(['CreateProduct', 'UpdateProduct', 'DeleteProduct', 'SuspendAccount'], (base) => [anywhereUnder(base)]),
  ...inEveryFamily(['CreateOffer', 'AcceptOffer', 'RejectOffer', 'CancelOffer'], (base) => [anywhereUnder(base)]),
];

/**
 * What each mutation's success makes stale, applied once by `createQueryClient({ invalidate: invalidationRules })`
 * (the web app's client), so no screen has to remember it. What a call writes into the cache itself (a cart the
 * answer carries, an optimistic update) stays with the call, and so does a read put off on purpose.
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
  ...familyRules,
];

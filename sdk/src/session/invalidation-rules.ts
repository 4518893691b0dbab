import type { QueryKey } from '@tanstack/react-query';
import type { OperationId } from '../generated/operations.ts';
import { verticalKeys } from '../generated/vertical-keys.ts';
import { pathMatching, pathOf, type InvalidationRule, type MutationSuccess, type StaleQueries } from '../runtime/invalidation.ts';

// The rules name operations and paths as text, not by the generated getters: importing a getter brings its
// whole endpoint module into the shop's first load (the client is made there), 12 KB gzip for these. The
// operationIds are checked by type; the test builds every key with the generated getters.

const operations = (...operationIds: OperationId[]): string[] => operationIds;

/** The queries of one path, whatever their parameters (plain and infinite). */
const at = (path: string) => (key: QueryKey): boolean => pathOf(key) === path;

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
 * What each mutation's success makes stale, applied once by the QueryClient
 * (`createQueryClient({ invalidate: loadInvalidationRules })`, the web app's client), so no screen has to remember it. What a call writes into the cache itself (a cart the
 * answer carries, an optimistic update) stays with the call, and so does a read put off on purpose.
 */
export const invalidationRules: readonly InvalidationRule[] = [
  // Spec §4: adding, changing or removing an address or a card reloads the list.
  { after: operations('createAddress', 'updateAddress', 'deleteAddress'), stale: [at('/api/user/addresses')] },
  { after: operations('saveCard', 'deleteCard'), stale: [at('/api/marketplace/card')] },
  {
    // The favourites list, and the product page, which knows whether the product is a favourite.
    after: operations('addFavorite', 'removeFavorite'),
    stale: fromCall<unknown, { id: number }>((_data, { id }) => [at('/api/marketplace/favorite'), at(`/api/marketplace/product/${id}`)]),
  },
  {
    // The follows list, and the store pages, which know whether the member follows them (the call names the
    // seller, not the store's address).
    after: operations('followSeller', 'unfollowSeller'),
    stale: [at('/api/marketplace/follow'), pathMatching(/^\/api\/marketplace\/market\/[^/]+$/)],
  },
  {
    // A cancellation or return changes the order, every tab it is listed under and the return and cancellation lists.
    after: operations('cancelOrder', 'createReturn', 'cancelReturn'),
    stale: fromCall<{ orderId: number }, unknown>(({ orderId }) => [
      at(`/api/marketplace/order/list/${orderId}`),
      at('/api/marketplace/order/list'),
      at('/api/marketplace/order/return-list'),
      at('/api/marketplace/order/cancel-list'),
    ]),
  },
  {
    // Sorularım, and the product's own question list (the call names the question, not its product).
    after: operations('deleteQuestion'),
    stale: [at('/api/marketplace/question/asked'), pathMatching(/^\/api\/marketplace\/product\/[^/]+\/question$/)],
  },
  {
    after: operations('askProductQuestion'),
    stale: fromCall<unknown, { id: number }>((_data, { id }) => [at(`/api/marketplace/product/${id}/question`)]),
  },
  // A store's answer shows wherever the question is listed.
  { after: operations('answerQuestion'), stale: [pathMatching(/\/question/)] },
  {
    // Every rating list: an item moves from "Yeni" to "Onay bekleyen" and so on.
    after: operations('createProductRating', 'createSellerRating', 'updateProductRating', 'updateSellerRating', 'deleteProductRating', 'deleteSellerRating'),
    stale: [pathMatching(/\/rating\//)],
  },
  // The profile then shows the new, verified number.
  { after: operations('verifyPhoneChange'), stale: [at('/api/user/information')] },
  // The bought lines leave the cart; the confirmation page does not show it, so the order does not wait for it.
  { after: operations('createOrder'), stale: [at('/api/marketplace/cart')], background: true },
  // The applied coupon no longer fits the cart the same way (the answer is the new cart, which the call stores).
  { after: operations('applyCartCoupon'), stale: [at('/api/marketplace/cart-coupon')] },
  // A store's invoice or shipment changes the order and the invoice lists.
  { after: operations('createInvoice', 'deleteInvoice'), stale: [pathMatching(/\/(invoice|order)\//)] },
  { after: operations('updateOrderShipping'), stale: [pathMatching(/\/order\//)] },
  { after: operations('setProductDiscount', 'removeProductDiscount'), stale: [showsAPrice] },
  { after: operations('auctionBanUser', 'auctionUnbanUser'), stale: [at('/api/auction/ban')] },
  { after: operations('swapBanUser', 'swapUnbanUser'), stale: [at('/api/swap/ban')] },
  // The bought package shows in "Paketlerim" once read again; the dialog closes at once.
  { after: operations('auctionBuyPackage'), stale: [at('/api/auction/package/purchased')], background: true },
  {
    // The broadcast's lot prices; the lot's own state is the answer, which the call stores.
    after: operations('auctionPlaceBid'),
    stale: fromCall<{ broadcastId: number }, unknown>(({ broadcastId }) => [at(`/live/broadcast/${broadcastId}`)]),
    background: true,
  },
  ...familyRules,
];

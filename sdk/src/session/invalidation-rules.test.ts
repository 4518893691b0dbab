import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getLiveGetBroadcastQueryKey } from '../live.ts';
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
  getCancelOrderMutationKey,
  getCreateAddressMutationKey,
  getCreateInvoiceMutationKey,
  getCreateOrderMutationKey,
  getCreateProductRatingMutationKey,
  getDeleteCardMutationKey,
  getDeleteQuestionMutationKey,
  getFollowSellerMutationKey,
  getGetCartQueryKey,
  getGetMarketQueryKey,
  getGetOrderQueryKey,
  getGetProductQueryKey,
  getGetUserInformationQueryKey,
  getListAddressesQueryKey,
  getListApprovedProductRatingsQueryKey,
  getListAskedQuestionsQueryKey,
  getListCancellationsQueryKey,
  getListCardsQueryKey,
  getListCartCouponsQueryKey,
  getListFavoritesQueryKey,
  getListFollowsQueryKey,
  getListNewSellerRatingsQueryKey,
  getListOrdersQueryKey,
  getListProductQuestionsInfiniteQueryKey,
  getListProductQuestionsQueryKey,
  getListReceivedQuestionsQueryKey,
  getListReturnsQueryKey,
  getListSellerInvoicesQueryKey,
  getListStoreDiscountsQueryKey,
  getRemoveFavoriteMutationKey,
  getSearchProductsQueryKey,
  getSetProductDiscountMutationKey,
  getSwapBanUserMutationKey,
  getSwapListBannedUsersQueryKey,
  getUnfollowSellerMutationKey,
  getUpdateOrderShippingMutationKey,
  getVerifyPhoneChangeMutationKey,
} from '../main.ts';
import { operations } from '../generated/operations.ts';
import { verticals } from '../generated/verticals.ts';
import { createQueryClient } from '../runtime/query-client.ts';
import {
  getCraftListFavoritesQueryKey,
  getSecondHandGetCartQueryKey,
  getSecondHandGetProductQueryKey,
  getSecondHandListBuyOrdersQueryKey,
  getSecondHandListCommentsInfiniteQueryKey,
  getSecondHandListFavoritesQueryKey,
  getSecondHandListMyProductsQueryKey,
  getSecondHandListMyQuestionsQueryKey,
  getSecondHandListNegotiationsQueryKey,
  getSecondHandListProductQuestionsInfiniteQueryKey,
  getSwapListMyProductsQueryKey,
  getSwapListOffersQueryKey,
} from '../sections.ts';
import { familyApiBase, invalidationRules } from './invalidation-rules.ts';
import { loadInvalidationRules } from './load-invalidation-rules.ts';

const notify = { success: () => undefined, warning: () => undefined };

interface Case {
  mutationKey: readonly [string];
  variables?: unknown;
  data?: unknown;
  stale: QueryKey[];
  /** Queries the call leaves alone (another record, another list). */
  fresh: QueryKey[];
}

const cases = {
  'adding an address reloads the address list': {
    mutationKey: getCreateAddressMutationKey(),
    stale: [getListAddressesQueryKey()],
    fresh: [getListCardsQueryKey(), getGetCartQueryKey()],
  },
  'removing a card reloads the card list': { mutationKey: getDeleteCardMutationKey(), variables: { id: 3 }, stale: [getListCardsQueryKey()], fresh: [getListAddressesQueryKey()] },
  'a favourite added reloads the list and that product only': {
    mutationKey: getAddFavoriteMutationKey(),
    variables: { id: 12 },
    stale: [getListFavoritesQueryKey({ currentPage: 2, pageSize: 24 }), getGetProductQueryKey(12)],
    fresh: [getGetProductQueryKey(13), getListProductQuestionsQueryKey(12)],
  },
  'a favourite removed does the same': { mutationKey: getRemoveFavoriteMutationKey(), variables: { id: 12 }, stale: [getListFavoritesQueryKey(), getGetProductQueryKey(12)], fresh: [getGetProductQueryKey(1)] },
  'following a seller reloads the follows and the store pages': {
    mutationKey: getFollowSellerMutationKey(),
    variables: { id: 7 },
    stale: [getListFollowsQueryKey(), getGetMarketQueryKey('moda-evi'), getGetMarketQueryKey('kitapci')],
    fresh: [getGetProductQueryKey(7)],
  },
  'unfollowing does the same': { mutationKey: getUnfollowSellerMutationKey(), variables: { id: 7 }, stale: [getListFollowsQueryKey(), getGetMarketQueryKey('moda-evi')], fresh: [getListFavoritesQueryKey()] },
  'a cancellation reloads its order and the order, return and cancellation lists': {
    mutationKey: getCancelOrderMutationKey(),
    data: { orderId: 40 },
    stale: [getGetOrderQueryKey(40), getListOrdersQueryKey({ currentPage: 1, pageSize: 10 }), getListReturnsQueryKey(), getListCancellationsQueryKey()],
    fresh: [getGetOrderQueryKey(41)],
  },
  'deleting a question reloads Sorularım and the product question lists': {
    mutationKey: getDeleteQuestionMutationKey(),
    variables: { id: 5 },
    stale: [getListAskedQuestionsQueryKey({ currentPage: 1, pageSize: 10 }), getListProductQuestionsQueryKey(12), getListProductQuestionsInfiniteQueryKey(12, { pageSize: 5 })],
    fresh: [getGetProductQueryKey(12)],
  },
  'asking a question reloads that product\'s questions': {
    mutationKey: getAskProductQuestionMutationKey(),
    variables: { id: 12, data: { question: 'Kargo ne zaman çıkar?' } },
    stale: [getListProductQuestionsInfiniteQueryKey(12, { pageSize: 5 })],
    fresh: [getListProductQuestionsInfiniteQueryKey(13), getListAskedQuestionsQueryKey()],
  },
  'a store\'s answer reloads every question list': {
    mutationKey: getAnswerQuestionMutationKey(),
    stale: [getListReceivedQuestionsQueryKey(), getListAskedQuestionsQueryKey()],
    fresh: [getListOrdersQueryKey()],
  },
  'a rating reloads every rating list': {
    mutationKey: getCreateProductRatingMutationKey(),
    stale: [getListApprovedProductRatingsQueryKey(), getListNewSellerRatingsQueryKey({ currentPage: 1 })],
    fresh: [getListOrdersQueryKey()],
  },
  'a verified phone number reloads the profile': { mutationKey: getVerifyPhoneChangeMutationKey(), stale: [getGetUserInformationQueryKey()], fresh: [getListAddressesQueryKey()] },
  'an order placed reloads the cart': { mutationKey: getCreateOrderMutationKey(), stale: [getGetCartQueryKey()], fresh: [getListOrdersQueryKey()] },
  'a coupon applied reloads the coupon list': { mutationKey: getApplyCartCouponMutationKey(), stale: [getListCartCouponsQueryKey()], fresh: [getListCardsQueryKey()] },
  'a store\'s invoice reloads the invoice and order lists': {
    mutationKey: getCreateInvoiceMutationKey(),
    stale: [getListSellerInvoicesQueryKey({ platform: 'MARKETPLACE', pageSize: 20 }), getGetOrderQueryKey(40)],
    fresh: [getListFavoritesQueryKey()],
  },
  'a shipment reloads the orders': { mutationKey: getUpdateOrderShippingMutationKey(), stale: [getGetOrderQueryKey(40)], fresh: [getGetCartQueryKey()] },
  'a discount reloads everything that shows a price': {
    mutationKey: getSetProductDiscountMutationKey(),
    stale: [getListStoreDiscountsQueryKey(), getGetProductQueryKey(12), getSearchProductsQueryKey({ pageKind: 'market', creator: 'moda-evi' }), getGetCartQueryKey(), getListFavoritesQueryKey()],
    fresh: [getListAddressesQueryKey(), getListOrdersQueryKey()],
  },
  'a Mezat ban reloads the ban list': { mutationKey: getAuctionBanUserMutationKey(), stale: [getAuctionListBannedUsersQueryKey()], fresh: [getSwapListBannedUsersQueryKey()] },
  'a swap ban reloads the swap ban list': { mutationKey: getSwapBanUserMutationKey(), stale: [getSwapListBannedUsersQueryKey()], fresh: [getAuctionListBannedUsersQueryKey()] },
  'a package bought reloads the purchased packages': { mutationKey: getAuctionBuyPackageMutationKey(), stale: [getAuctionListPurchasedPackagesQueryKey()], fresh: [getListCardsQueryKey()] },
  'a bid reloads its broadcast\'s lot prices': {
    mutationKey: getAuctionPlaceBidMutationKey(),
    variables: { id: 9, data: { amount: 100 } },
    data: { lotId: 9, broadcastId: 2 },
    stale: [getLiveGetBroadcastQueryKey(2)],
    fresh: [getLiveGetBroadcastQueryKey(3), getGetCartQueryKey()],
  },
  'a section favourite reloads the family\'s favourites and that listing only': {
    mutationKey: ['secondHandAddFavorite'],
    variables: { id: 12 },
    stale: [getSecondHandListFavoritesQueryKey({ currentPage: 1, pageSize: 24 }), getSecondHandGetProductQueryKey(12)],
    fresh: [getSecondHandGetProductQueryKey(13), getCraftListFavoritesQueryKey(), getListFavoritesQueryKey()],
  },
  'a section comment reloads that listing\'s comments': {
    mutationKey: ['secondHandCreateComment'],
    variables: { id: 12, data: { text: 'Hâlâ satılık mı?' } },
    stale: [getSecondHandListCommentsInfiniteQueryKey(12)],
    fresh: [getSecondHandListCommentsInfiniteQueryKey(13), getSecondHandListMyQuestionsQueryKey()],
  },
  'a section answer reloads my questions and the listings\' questions': {
    mutationKey: ['secondHandAnswerQuestion'],
    variables: { id: 5, data: { answer: 'Evet.' } },
    stale: [getSecondHandListMyQuestionsQueryKey({ role: 'SELLER' }), getSecondHandListProductQuestionsInfiniteQueryKey(12)],
    fresh: [getSecondHandGetProductQueryKey(12), getListAskedQuestionsQueryKey()],
  },
  'a section cart change reloads that family\'s cart': {
    mutationKey: ['secondHandAddToCart'],
    stale: [getSecondHandGetCartQueryKey()],
    fresh: [getGetCartQueryKey(), getSecondHandListBuyOrdersQueryKey()],
  },
  'a section order reloads its cart and purchases': {
    mutationKey: ['secondHandCreateOrder'],
    stale: [getSecondHandGetCartQueryKey(), getSecondHandListBuyOrdersQueryKey()],
    fresh: [getSecondHandListMyProductsQueryKey(), getGetCartQueryKey()],
  },
  'an offer reloads the family\'s offers': {
    mutationKey: ['secondHandCreateNegotiation'],
    stale: [getSecondHandListNegotiationsQueryKey({ role: 'BUYER' })],
    fresh: [getSecondHandGetCartQueryKey()],
  },
  'a listing saved reloads every read of its family': {
    mutationKey: ['secondHandUpdateProduct'],
    stale: [getSecondHandListMyProductsQueryKey(), getSecondHandGetProductQueryKey(12), getSecondHandGetCartQueryKey()],
    fresh: [getSwapListMyProductsQueryKey(), getGetProductQueryKey(12)],
  },
  'a swap accepted reloads every read of swap': {
    mutationKey: ['swapAcceptOffer'],
    stale: [getSwapListOffersQueryKey({ role: 'SELLER' }), getSwapListMyProductsQueryKey()],
    fresh: [getSecondHandListMyProductsQueryKey()],
  },
} satisfies Record<string, Case>;

async function succeed(client: QueryClient, { mutationKey, variables, data }: Case): Promise<void> {
  await client.getMutationCache().build(client, { mutationKey, mutationFn: async () => data ?? null }).execute(variables);
}

const isStale = (client: QueryClient, key: QueryKey): boolean | undefined => client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;

describe('invalidation rules', () => {
  it.each(Object.entries(cases))('%s', async (_name, call: Case) => {
    const client = createQueryClient({ notify, invalidate: invalidationRules });
    for (const key of [...call.stale, ...call.fresh]) client.setQueryData(key, 'önceki');
    await succeed(client, call);
    expect(call.stale.map((key) => isStale(client, key))).toEqual(call.stale.map(() => true));
    expect(call.fresh.map((key) => isStale(client, key))).toEqual(call.fresh.map(() => false));
  });

  it('reads a list on screen again before the mutation settles, unless the rule says it need not wait', async () => {
    const client = createQueryClient({ notify, invalidate: invalidationRules });
    const reads: string[] = [];
    for (const [key, name] of [[getListAddressesQueryKey(), 'adresler'], [getGetCartQueryKey(), 'sepet']] as const) {
      client.setQueryData(key, 'önceki');
      const queryFn = async () => {
        await new Promise((done) => setTimeout(done, 5));
        reads.push(name);
        return name;
      };
      // A subscribed observer makes the query active, as a list on screen is.
      new QueryObserver(client, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => undefined);
    }
    await succeed(client, cases['adding an address reloads the address list']);
    expect(reads).toEqual(['adresler']);
    await succeed(client, cases['an order placed reloads the cart']);
    expect(reads).toEqual(['adresler']);
    await vi.waitFor(() => expect(reads).toEqual(['adresler', 'sepet']));
  });

  it('loads the rules once, when the first mutation starts, and applies them', async () => {
    const load = vi.fn(loadInvalidationRules);
    const client = createQueryClient({ notify, invalidate: load });
    client.setQueryData(getListCardsQueryKey(), 'önceki');
    expect(load).not.toHaveBeenCalled();
    await succeed(client, cases['removing a card reloads the card list']);
    await succeed(client, cases['adding an address reloads the address list']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isStale(client, getListCardsQueryKey())).toBe(true);
  });

  it('finds each section family\'s reads under the API base its key gives', () => {
    expect(verticals.map(({ key }) => familyApiBase(key))).toEqual(verticals.map(({ apiBase }) => apiBase));
  });

  it('names only operations the SDK has', () => {
    const known = new Set<string>(operations.map(({ operationId }) => operationId));
    // A family rule names its call in every family; each call exists in at least one (swap's offers only in swap).
    const named = invalidationRules.flatMap((rule) => rule.after);
    const family = new RegExp(`^(${verticals.map(({ key }) => key).join('|')})(?=[A-Z])`);
    const calls = new Set(named.map((operation) => operation.replace(family, '')));
    const missing = [...calls].filter((call) => !named.some((operation) => known.has(operation) && operation.endsWith(call)));
    expect(missing).toEqual([]);
  });
});

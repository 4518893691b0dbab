import {
  getAuctionGetLotBidsQueryKey,
  useAuctionGetLotBids,
  useAuctionPlaceBid,
} from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../config/live-timings.ts';

/** The lot's bids, read again every LIVE_REFRESH_MS while the lot is open. */
export function useLotBids(lotId: number) {
  return useAuctionGetLotBids(lotId, {
    query: { refetchInterval: (query) => (query.state.data?.closed ? false : LIVE_REFRESH_MS), retry: false },
  });
}

/** Places a bid; the answer is the lot's new state, and the broadcast's lot prices are read again (the SDK's invalidation rules). */
export function usePlaceBid(lotId: number) {
  const client = useQueryClient();
  return useAuctionPlaceBid({
    mutation: {
      meta: { successMessage: 'Teklifiniz alındı.' },
      onSuccess: (state) => client.setQueryData(getAuctionGetLotBidsQueryKey(lotId), state),
    },
  });
}

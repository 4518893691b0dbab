import {
  getGetOrderQueryKey,
  getListCancellationsQueryKey,
  getListOrdersQueryKey,
  getListReturnsQueryKey,
  useCancelOrder,
  useCancelReturn,
  useCreateReturn,
  useGetOrder,
  useListCancellations,
  useListOrders,
  useListReturns,
  type OrderListTab,
} from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const ORDERS_PAGE_SIZE = 10;

export const useOrders = (tab: OrderListTab, currentPage: number) =>
  useListOrders({ tab, currentPage, pageSize: ORDERS_PAGE_SIZE });

/** The member's return requests and cancellations, each through its own call (not filtered orders). */
export const useReturnRequests = (currentPage: number) => useListReturns({ currentPage, pageSize: ORDERS_PAGE_SIZE });
export const useCancellations = (currentPage: number) => useListCancellations({ currentPage, pageSize: ORDERS_PAGE_SIZE });

export const useOrder = (id: number) => useGetOrder(id, { query: { enabled: Number.isInteger(id) && id > 0 } });

/** A cancellation or return changes the order, every tab it is listed under and the return and cancellation lists. */
function useRefreshOrder() {
  const client = useQueryClient();
  return (orderId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) }),
      client.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
      client.invalidateQueries({ queryKey: getListReturnsQueryKey() }),
      client.invalidateQueries({ queryKey: getListCancellationsQueryKey() }),
    ]);
}

export function useCancelOrderMutation() {
  const refresh = useRefreshOrder();
  return useCancelOrder({ mutation: { onSuccess: (cancel) => refresh(cancel.orderId) } });
}

export function useCreateReturnMutation() {
  const refresh = useRefreshOrder();
  return useCreateReturn({ mutation: { onSuccess: (created) => refresh(created.orderId) } });
}

export function useCancelReturnMutation() {
  const refresh = useRefreshOrder();
  return useCancelReturn({ mutation: { onSuccess: (cancelled) => refresh(cancelled.orderId) } });
}

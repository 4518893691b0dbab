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
import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { ReturnValue } from '@/components/order/return-dialog.tsx';

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

/** A return of a marketplace order (the order named in the body), then `onDone`. */
export function useMarketReturn(orderId: number, onDone: () => void): FormAction<ReturnValue> {
  const refresh = useRefreshOrder();
  const create = useCreateReturn({
    mutation: {
      onSuccess: async (created) => {
        onDone();
        await refresh(created.orderId);
      },
    },
  });
  return formAction(create, (value: ReturnValue) => ({ data: { orderId, ...value } }));
}

/** Withdraws a marketplace return request (by its id alone). */
export function useMarketReturnWithdraw(): FormAction<number> {
  const refresh = useRefreshOrder();
  const cancel = useCancelReturn({ mutation: { onSuccess: (cancelled) => refresh(cancelled.orderId) } });
  return formAction(cancel, (returnId: number) => ({ data: { returnId } }));
}

import {
  useCancelOrder,
  useCancelReturn,
  useCreateReturn,
  useGetOrder,
  useListCancellations,
  useListOrders,
  useListReturns,
  type OrderListTab,
} from '@carsi/sdk/main';
import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { ReturnValue } from '@/components/order/return-dialog.tsx';

export const ORDERS_PAGE_SIZE = 10;

export const useOrders = (tab: OrderListTab, currentPage: number) =>
  useListOrders({ tab, currentPage, pageSize: ORDERS_PAGE_SIZE });

/** The member's return requests and cancellations, each through its own call (not filtered orders). */
export const useReturnRequests = (currentPage: number) => useListReturns({ currentPage, pageSize: ORDERS_PAGE_SIZE });
export const useCancellations = (currentPage: number) => useListCancellations({ currentPage, pageSize: ORDERS_PAGE_SIZE });

export const useOrder = (id: number) => useGetOrder(id, { query: { enabled: Number.isInteger(id) && id > 0 } });

// A cancellation or return changes the order, every tab it is listed under and the return and cancellation
// lists: the SDK's invalidation rules read them again.

export const useCancelOrderMutation = () => useCancelOrder();

/** A return of a marketplace order (the order named in the body), then `onDone`. */
export function useMarketReturn(orderId: number, onDone: () => void): FormAction<ReturnValue> {
  const create = useCreateReturn({ mutation: { onSuccess: onDone } });
  return formAction(create, (value: ReturnValue) => ({ data: { orderId, ...value } }));
}

/** Withdraws a marketplace return request (by its id alone). */
export function useMarketReturnWithdraw(): FormAction<number> {
  const cancel = useCancelReturn();
  return formAction(cancel, (returnId: number) => ({ data: { returnId } }));
}

import type { OrderDetail, OrderListTab, OrderPage, SellOrderDetail } from '@carsi/sdk/main';
import type { UseQueryResult } from '@tanstack/react-query';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import type { OrderSide } from '../utils/order-sides.ts';

export const ORDERS_PAGE_SIZE = 10;

/** A purchase carries how it was paid; a sale never does (the seller's answer has no payment). */
export type SectionOrderDetail = SellOrderDetail & Partial<Pick<OrderDetail, 'payment'>>;

/** One page of the member's purchases or sales in a section, under a tab (the contract's buy-order and sell-order lists). */
export function useSectionOrderPage(section: SectionKey, side: OrderSide, tab: OrderListTab, currentPage: number): UseQueryResult<OrderPage | undefined, unknown> {
  const api = sectionApi(section);
  const params = { tab, currentPage, pageSize: ORDERS_PAGE_SIZE };
  // The side never changes while a list is shown (routes key it), so the same hook runs on every render.
  return side === 'buy' ? api.useListBuyOrders(params) : api.useListSellOrders(params);
}

/** One purchase or sale of the member in a section. */
export function useSectionOrder(section: SectionKey, side: OrderSide, id: number): UseQueryResult<SectionOrderDetail | undefined, Error | null> {
  const api = sectionApi(section);
  return side === 'buy' ? api.useGetBuyOrder(id) : api.useGetSellOrder(id);
}

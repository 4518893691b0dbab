import { OrderListTab } from '@carsi/sdk/main';

export interface OrderTabInfo {
  tab: OrderListTab;
  /** The value of `?sekme=` in the address. */
  slug: string;
  label: string;
}

/** The four order list tabs (spec §3) in display order. */
export const orderTabs: readonly OrderTabInfo[] = [
  { tab: OrderListTab.ALL, slug: 'tumu', label: 'Tümü' },
  { tab: OrderListTab.ONGOINGORDERS, slug: 'devam-eden', label: 'Devam eden' },
  { tab: OrderListTab.RETURNS, slug: 'iadeler', label: 'İadeler' },
  { tab: OrderListTab.CANCELLATIONS, slug: 'iptaller', label: 'İptaller' },
];

export const ORDER_TAB_PARAM = 'sekme';

/** An unknown or missing slug is the "all" tab. */
export function orderTabOf(slug: string | null): OrderTabInfo {
  return orderTabs.find((info) => info.slug === slug) ?? (orderTabs[0] as OrderTabInfo);
}

/** The orders page showing `tab`. */
export function ordersHref(base: string, tab: OrderListTab): string {
  const info = orderTabs.find((entry) => entry.tab === tab);
  return !info || info.tab === OrderListTab.ALL ? base : `${base}?${ORDER_TAB_PARAM}=${info.slug}`;
}

import { OrderListTab } from '@carsi/sdk/main';

/** The list tabs of spec §3 with the `?sekme=` value each one has in the address. */
export const sectionOrderTabs = [
  { tab: OrderListTab.ALL, slug: 'tumu', label: 'Tümü' },
  { tab: OrderListTab.ONGOINGORDERS, slug: 'devam-eden', label: 'Devam eden' },
  { tab: OrderListTab.RETURNS, slug: 'iadeler', label: 'İadeler' },
  { tab: OrderListTab.CANCELLATIONS, slug: 'iptaller', label: 'İptaller' },
] as const;

export const TAB_PARAM = 'sekme';

export type SectionOrderTab = (typeof sectionOrderTabs)[number];

/** An unknown or missing value is "Tümü". */
export const tabOf = (slug: string | null): SectionOrderTab => sectionOrderTabs.find((t) => t.slug === slug) ?? sectionOrderTabs[0];

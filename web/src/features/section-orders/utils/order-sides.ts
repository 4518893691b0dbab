import { sectionPaths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** A member's two sides of a section's orders: what they bought (buy-order) and what they sold (sell-order). */
export type OrderSide = 'buy' | 'sell';

/** What differs between the two sides of one order list and detail page: words and addresses. */
export const orderSideTexts = {
  buy: { title: 'Alışlarım', detailTitle: 'Alış detayı', back: 'Alışlarıma dön', tabsLabel: 'Alış sekmeleri', empty: 'Bu sekmede alışınız yok.', emptyAction: 'İlanlara göz at' },
  sell: { title: 'Satışlarım', detailTitle: 'Satış detayı', back: 'Satışlarıma dön', tabsLabel: 'Satış sekmeleri', empty: 'Bu sekmede satışınız yok.', emptyAction: 'İlan ver' },
} as const satisfies Record<OrderSide, Record<string, string>>;

export function orderSidePaths(section: SectionKey, side: OrderSide) {
  const p = sectionPaths[section];
  return side === 'buy'
    ? { list: p.buyOrders, detail: p.buyOrder, emptyAction: p.home }
    : { list: p.sellOrders, detail: p.sellOrder, emptyAction: p.newListing };
}

/** The side an address of a section's account is on (`/pazar/hesabim/satislarim/7` → sell). */
export const orderSideOfPath = (section: SectionKey, pathname: string): OrderSide =>
  pathname.startsWith(sectionPaths[section].sellOrders.getHref()) ? 'sell' : 'buy';

import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities, type SectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

export interface SectionNavItem {
  label: string;
  href: string;
}

interface NavEntry {
  label: string;
  href: (paths: (typeof sectionPaths)[SectionKey]) => string;
  /** Shown only when the section has this capability. */
  needs?: keyof SectionCapabilities;
}

/** Every tab of a section account in menu order; capability-bound tabs appear only where the family has them. */
const entries: readonly NavEntry[] = [
  { label: 'Özet', href: (p) => p.account.getHref() },
  { label: 'İlanlarım', href: (p) => p.listings.getHref() },
  { label: 'İlan ver', href: (p) => p.newListing.getHref() },
  { label: 'Pazarlık teklifleri', href: (p) => p.negotiations.getHref(), needs: 'negotiation' },
  { label: 'Takas teklifleri', href: (p) => p.swapOffers.getHref(), needs: 'swapOffers' },
  { label: 'Sorular', href: (p) => p.questions.getHref() },
  { label: 'Favorilerim', href: (p) => p.favorites.getHref() },
  { label: 'Öne çıkanlar', href: (p) => p.doping.getHref(), needs: 'doping' },
  { label: 'Engellediklerim', href: (p) => p.bannedUsers.getHref(), needs: 'bans' },
  // Buying, selling and being paid belong to sections whose listings are sold (swap exchanges them).
  { label: 'Alışlarım', href: (p) => p.buyOrders.getHref(), needs: 'sold' },
  { label: 'Satışlarım', href: (p) => p.sellOrders.getHref(), needs: 'sold' },
  { label: 'Kargo adreslerim', href: (p) => p.cargoAddresses.getHref() },
  { label: 'Ödeme bilgilerim', href: (p) => p.payout.getHref(), needs: 'sold' },
  { label: 'Satıcı sözleşmesi', href: (p) => p.contract.getHref() },
  { label: 'Yardım merkezi', href: (p) => p.help.getHref() },
  { label: 'Hesabımı dondur', href: (p) => p.suspend.getHref(), needs: 'suspend' },
];

export function sectionNavItems(key: SectionKey): SectionNavItem[] {
  const capabilities = sectionCapabilities[key];
  return entries
    .filter((entry) => entry.needs === undefined || capabilities[entry.needs] === true)
    .map((entry) => ({ label: entry.label, href: entry.href(sectionPaths[key]) }));
}

/** The tab a path belongs to: the longest matching href (a listing's edit page → İlanlarım). */
export function activeSectionHref(key: SectionKey, pathname: string): string {
  const home = sectionPaths[key].account.getHref();
  const matches = sectionNavItems(key).filter(
    (item) => pathname === item.href || (item.href !== home && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? home;
}

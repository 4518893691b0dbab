import { useGetUserInformation } from '../api/sdk-hooks.ts';
import { useLocation } from 'react-router-dom';
import { AccountMenu, type AccountMenuItem } from '@/components/account/account-menu.tsx';
import { paths } from '@/config/paths.ts';

/** The account's sections in menu order. */
export const accountNavItems: readonly AccountMenuItem[] = [
  { label: 'Kullanıcı bilgilerim', href: paths.account.getHref() },
  { label: 'Siparişlerim', href: paths.accountOrders.getHref() },
  { label: 'Faturalarım', href: paths.accountInvoices.getHref() },
  { label: 'Sorularım', href: paths.accountQuestions.getHref() },
  { label: 'Adreslerim', href: paths.accountAddresses.getHref() },
  { label: 'Favorilerim', href: paths.accountFavorites.getHref() },
  { label: 'Takip ettiklerim', href: paths.accountFollows.getHref() },
  { label: 'Değerlendirmelerim', href: paths.accountRatings.getHref() },
  { label: 'Sözleşmelerim', href: paths.accountContracts.getHref() },
  { label: 'Kayıtlı kartlarım', href: paths.accountCards.getHref() },
  { label: 'Duyuru tercihlerim', href: paths.accountAnnouncements.getHref() },
  { label: 'Şifre ve telefon', href: paths.accountSecurity.getHref() },
  { label: 'Hesabımı sil', href: paths.accountDelete.getHref() },
];

/** The store owner's seller area (only for members who run a store). */
export const storeOwnerNavItem: AccountMenuItem = { label: 'Mağazam', href: paths.storeOwner.getHref() };

/** The section a path belongs to: the longest matching href (order detail → Siparişlerim). */
export function activeHref(pathname: string): string {
  const matches = accountNavItems.filter(
    (item) => pathname === item.href || (item.href !== paths.account.getHref() && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? paths.account.getHref();
}

/** The member's account menu; the seller area is among its items for members who run a store. */
export function AccountNav() {
  const { pathname } = useLocation();
  // The seller area is listed only for members who run a marketplace store.
  const runsStore = useGetUserInformation().data?.store !== undefined;
  const items = runsStore ? [...accountNavItems.slice(0, 2), storeOwnerNavItem, ...accountNavItems.slice(2)] : accountNavItems;
  const current = pathname === storeOwnerNavItem.href || pathname.startsWith(`${storeOwnerNavItem.href}/`) ? storeOwnerNavItem.href : activeHref(pathname);
  return <AccountMenu label="Hesabım menüsü" items={items} current={current} />;
}

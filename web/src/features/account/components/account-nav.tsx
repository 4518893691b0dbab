import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useGetUserInformation } from '@carsi/sdk/main';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';

interface NavItem {
  label: string;
  href: string;
}

/** The account's sections in menu order. */
export const accountNavItems: readonly NavItem[] = [
  { label: 'Kullanıcı bilgilerim', href: paths.account.getHref() },
  { label: 'Siparişlerim', href: paths.accountOrders.getHref() },
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
export const storeOwnerNavItem: NavItem = { label: 'Mağazam', href: paths.storeOwner.getHref() };

/** The section a path belongs to: the longest matching href (order detail → Siparişlerim). */
export function activeHref(pathname: string): string {
  const matches = accountNavItems.filter(
    (item) => pathname === item.href || (item.href !== paths.account.getHref() && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? paths.account.getHref();
}

/** A side list on wide screens, a scrollable row of links on phones (only one of them is shown). */
export function AccountNav() {
  const { pathname } = useLocation();
  // The seller area is listed only for members who run a marketplace store.
  const runsStore = useGetUserInformation().data?.store !== undefined;
  const items = runsStore ? [...accountNavItems.slice(0, 2), storeOwnerNavItem, ...accountNavItems.slice(2)] : accountNavItems;
  const current = pathname === storeOwnerNavItem.href || pathname.startsWith(`${storeOwnerNavItem.href}/`) ? storeOwnerNavItem.href : activeHref(pathname);
  return (
    <>
      <Box component="nav" aria-label="Hesabım menüsü" sx={{ display: { xs: 'none', md: 'block' } }}>
        <List disablePadding component="div">
          {items.map((item) => (
            <ListItemButton
              key={item.href}
              component={RouterLink}
              to={item.href}
              selected={item.href === current}
              aria-current={item.href === current ? 'page' : undefined}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box component="nav" aria-label="Hesabım menüsü" sx={{ display: { xs: 'block', md: 'none' }, overflowX: 'auto' }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 1, whiteSpace: 'nowrap' }}>
          {items.map((item) => (
            <li key={item.href}>
              <Button
                component={RouterLink}
                to={item.href}
                size="small"
                variant={item.href === current ? 'contained' : 'outlined'}
                aria-current={item.href === current ? 'page' : undefined}
                sx={{ borderRadius: 4, whiteSpace: 'nowrap' }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { layout, page } from './page.ts';

/** The buyer's account under /hesabim: one layout (members only, with the section menu) and its pages. */
export const accountRoutes: RouteObject[] = [
  layout(paths.account.path, async () => (await import('../routes/account/account-layout.tsx')).AccountLayoutRoute, [
    page(undefined, async () => (await import('../routes/account/profile.tsx')).ProfileRoute),
    page(paths.accountOrders.path, async () => (await import('../routes/account/orders.tsx')).OrdersRoute),
    page(paths.accountOrder.path, async () => (await import('../routes/account/order.tsx')).OrderRoute),
    page(paths.accountAddresses.path, async () => (await import('../routes/account/addresses.tsx')).AddressesRoute),
    page(paths.accountFavorites.path, async () => (await import('../routes/account/favorites.tsx')).FavoritesRoute),
    page(paths.accountFollows.path, async () => (await import('../routes/account/follows.tsx')).FollowsRoute),
    page(paths.accountRatings.path, async () => (await import('../routes/account/ratings.tsx')).RatingsRoute),
    page(paths.accountContracts.path, async () => (await import('../routes/account/contracts.tsx')).ContractsRoute),
    page(paths.accountCards.path, async () => (await import('../routes/account/cards.tsx')).CardsRoute),
    page(paths.accountAnnouncements.path, async () => (await import('../routes/account/announcements.tsx')).AnnouncementsRoute),
    page(paths.accountSecurity.path, async () => (await import('../routes/account/security.tsx')).SecurityRoute),
    page(paths.accountDelete.path, async () => (await import('../routes/account/delete-account.tsx')).DeleteAccountRoute),
  ]),
];

import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AuctionAccount } from '@/features/auction/components/account/auction-account.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

/** /mezat/hesabim is for members: a visitor goes to login and comes back. */
export function AuctionAccountRoute() {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={paths.auth.login.getHref(`${pathname}${search}`)} replace />;
  return <AuctionAccount />;
}

import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AccountLayout } from '@/features/account/components/account-layout.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

/** /hesabim and below are for members: a visitor (or a session that just ended) goes to login and comes back. */
export function AccountLayoutRoute() {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={paths.auth.login.getHref(`${pathname}${search}`)} replace />;
  return <AccountLayout />;
}

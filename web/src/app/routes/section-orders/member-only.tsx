import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useIsLoggedIn } from '@/lib/session.ts';

/** The section cart and payment are for members: a visitor logs in and comes back here. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={paths.auth.login.getHref(`${pathname}${search}`)} replace />;
  return children;
}

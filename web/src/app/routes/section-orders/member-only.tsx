import type { ReactNode } from 'react';
import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';

/** The section cart and payment are for members: a visitor logs in and comes back here. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRedirect />;
  return children;
}

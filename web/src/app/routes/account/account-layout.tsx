import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { AccountLayout } from '@/features/account/components/account-layout.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';
import { memberPageClientLoader, memberPageLoader } from '@/app/member-page.ts';

/** /hesabim and below are for members: a visitor (or a session that just ended) goes to login and comes back. */
export default function AccountLayoutRoute() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRedirect />;
  return <AccountLayout />;
}

export const loader = memberPageLoader;
export const clientLoader = memberPageClientLoader;

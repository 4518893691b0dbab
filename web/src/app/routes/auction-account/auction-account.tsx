import { LoginRedirect } from '@/components/routing/login-redirect.tsx';
import { AuctionAccount } from '@/features/auction/components/account/auction-account.tsx';
import { useIsLoggedIn } from '@/lib/session.ts';
import { memberPageClientLoader, memberPageLoader } from '@/app/member-page.ts';

/** /mezat/hesabim is for members: a visitor goes to login and comes back. */
export default function AuctionAccountRoute() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRedirect />;
  return <AuctionAccount />;
}

export const loader = memberPageLoader;
export const clientLoader = memberPageClientLoader;

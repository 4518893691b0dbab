import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { paths } from '@/config/paths.ts';

export interface LoginRedirectProps {
  /** Where the member goes once logged in: this address by default; `null` for the login page's own choice. */
  returnTo?: string | null;
}

/**
 * Sends a visitor from a members' page to the login page, in place of this address. The move waits for
 * the login page's code, so meanwhile it says that the login page is on its way: without that, the
 * visitor looked at an empty page (seen on the first move of a visit).
 */
export function LoginRedirect({ returnTo }: LoginRedirectProps) {
  const { pathname, search } = useLocation();
  const back = returnTo === undefined ? `${pathname}${search}` : (returnTo ?? undefined);
  return (
    <>
      <Navigate to={paths.auth.login.getHref(back)} replace />
      <LoadingBlock label="Giriş sayfası açılıyor…" />
    </>
  );
}

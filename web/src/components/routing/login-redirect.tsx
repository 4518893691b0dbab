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
 *
 * The server never moves: a visitor without the session cookie got a 302 from the page's loader
 * (app/member-page.ts), and with the cookie the server cannot tell a member from a visitor, so the
 * browser decides once it knows the session. `<Navigate>` renders nothing, so leaving it out on the
 * server changes no markup to hydrate (and React Router no longer warns of a `<Navigate>` there).
 */
export function LoginRedirect({ returnTo }: LoginRedirectProps) {
  const { pathname, search } = useLocation();
  const back = returnTo === undefined ? `${pathname}${search}` : (returnTo ?? undefined);
  return (
    <>
      {typeof document !== 'undefined' && <Navigate to={paths.auth.login.getHref(back)} replace />}
      <LoadingBlock label="Giriş sayfası açılıyor…" />
    </>
  );
}

import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { holdsSessionCookie } from '@/config/member-device.ts';
import { paths } from '@/config/paths.ts';

/**
 * The server `loader` of a members' page: a visitor (no session cookie) is answered with a redirect to
 * the login page, which brings them back to this address, instead of a page whose `<Navigate>` only a
 * browser running the app could follow. A cookie whose session has ended renders the page, and the app
 * sends it to login then (LoginRedirect).
 */
export function memberPageLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  if (holdsSessionCookie(request.headers.get('cookie') ?? '', AUTH_COOKIE_NAME)) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(paths.auth.login.getHref(`${pathname}${search}`));
}

/** In the browser the page itself decides (LoginRedirect): a move to it asks the server nothing. */
export const memberPageClientLoader = (): null => null;

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { useIsLoggedIn } from '../lib/session.ts';

/**
 * Runs a member-only action, or sends a visitor to the login page with a way back here.
 * Answers whether the action ran.
 */
export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void): boolean => {
      if (loggedIn) {
        action();
        return true;
      }
      navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
      return false;
    },
    [loggedIn, navigate, location.pathname, location.search],
  );
}

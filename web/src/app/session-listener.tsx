import { errorMessageFor, onSessionEnded } from '@carsi/sdk/runtime';
import { useEffect } from 'react';
import { toastNotifier } from '../lib/notifier.ts';
import { refreshSession } from '../lib/session.ts';

/**
 * Returns the app to the logged-out state when the SDK ends the session (logout, or a 401 that
 * cleared the token). The guest cart on this device is left as it is.
 */
export function SessionListener() {
  useEffect(() => {
    const stop = onSessionEnded((reason) => {
      refreshSession();
      if (reason === 'unauthorized') toastNotifier.warning(errorMessageFor('1000-1003'));
      else toastNotifier.success('Çıkış yaptınız. Yine bekleriz!');
    });
    // A login or logout in another tab changes the shared cookie; look again when this tab returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}

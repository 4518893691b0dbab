import { contentCacheRules } from '@carsi/sdk';
import { clearMemberData, errorMessageFor, isLoggedIn, listenToOtherTabs, onSessionEnded, onSessionStartedElsewhere, type SessionEndReason } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetSessionStorage, refreshSession } from '../lib/session.ts';
import { lazyNotifier } from '../lib/lazy-notifier.ts';

const endMessages: Record<SessionEndReason, { kind: 'warning' | 'success'; text: string } | undefined> = {
  unauthorized: { kind: 'warning', text: errorMessageFor('1000-1003') },
  logout: { kind: 'success', text: 'Çıkış yaptınız. Yine bekleriz!' },
  'other-tab': { kind: 'warning', text: 'Başka bir sekmede oturum kapandı; bu sekmede de çıkış yapıldı.' },
  // The delete-account page says goodbye itself.
  'account-deleted': undefined,
};

/**
 * Returns the app to the logged-out state when the session ends (logout here or in another tab, a
 * 401 for the current token, account deletion) and drops every member query and stored value, so the
 * next person on this device sees nothing of the previous member. The guest cart is left as it is.
 */
export function SessionListener() {
  const client = useQueryClient();
  useEffect(() => {
    listenToOtherTabs();
    const forgetMember = () => {
      clearMemberData(client, contentCacheRules);
      forgetSessionStorage();
    };
    const stopEnded = onSessionEnded((reason) => {
      refreshSession();
      forgetMember();
      const message = endMessages[reason];
      if (message) lazyNotifier[message.kind](message.text);
    });
    // Another tab logged in (perhaps as someone else): this tab starts clean with the new session.
    const stopStarted = onSessionStartedElsewhere(() => {
      if (refreshSession()) forgetMember();
    });
    // Without BroadcastChannel, a change of the shared cookie is noticed when this tab returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && refreshSession()) forgetMember();
    };
    document.addEventListener('visibilitychange', onVisible);
    // In SPA mode the first page's loaders call the services before this listener exists: a session
    // a 401 ended then is ended here too, with its message.
    if (refreshSession()) {
      forgetMember();
      if (!isLoggedIn()) lazyNotifier.warning(errorMessageFor('1000-1003'));
    }
    return () => {
      stopEnded();
      stopStarted();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
  return null;
}

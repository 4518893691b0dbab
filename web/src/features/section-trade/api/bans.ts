import { useIsLoggedIn } from '@/lib/session.ts';
import { swapApi } from '@/lib/section-api.ts';

/** The members I banned in swap: they can no longer send me offers, questions or comments. */
export function useBannedUsers() {
  const loggedIn = useIsLoggedIn();
  return swapApi().useListBannedUsers({ query: { enabled: loggedIn } });
}

/** Ban and unban a member; both read the ban list again (the SDK's invalidation rules; the catalogue gives the toasts). */
export function useBanToggle() {
  const ban = swapApi().useBanUser();
  const unban = swapApi().useUnbanUser();
  return { ban, unban, busy: ban.isPending || unban.isPending };
}

import { getSwapListBannedUsersQueryKey } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from '@/lib/session.ts';
import { swapApi } from '@/lib/section-api.ts';

/** The members I banned in swap: they can no longer send me offers, questions or comments. */
export function useBannedUsers() {
  const loggedIn = useIsLoggedIn();
  return swapApi().useListBannedUsers({ query: { enabled: loggedIn } });
}

/** Ban and unban a member; both read the ban list again (the catalogue gives the toasts). */
export function useBanToggle() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: getSwapListBannedUsersQueryKey() });
  const ban = swapApi().useBanUser({ mutation: { onSuccess } });
  const unban = swapApi().useUnbanUser({ mutation: { onSuccess } });
  return { ban, unban, busy: ban.isPending || unban.isPending };
}

import { getAuctionListBannedUsersQueryKey, useAuctionBanUser, useAuctionUnbanUser } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

/** Ban and unban; both read the ban list again. */
export function useBanToggle() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: getAuctionListBannedUsersQueryKey() });
  const ban = useAuctionBanUser({ mutation: { meta: { successMessage: 'Kullanıcı engellendi.' }, onSuccess } });
  const unban = useAuctionUnbanUser({ mutation: { meta: { successMessage: 'Engel kaldırıldı.' }, onSuccess } });
  return { ban, unban };
}

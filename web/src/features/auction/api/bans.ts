import { useAuctionBanUser, useAuctionUnbanUser } from '@carsi/sdk/main';

/** Ban and unban; both read the ban list again (the SDK's invalidation rules). */
export function useBanToggle() {
  const ban = useAuctionBanUser({ mutation: { meta: { successMessage: 'Kullanıcı engellendi.' } } });
  const unban = useAuctionUnbanUser({ mutation: { meta: { successMessage: 'Engel kaldırıldı.' } } });
  return { ban, unban };
}

import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import { getGetMarketQueryKey } from '@carsi/sdk/main';
import { useFollowSeller, useUnfollowSeller } from '@/lib/api/sellers.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRequireLogin } from '@/hooks/use-require-login.ts';

interface FollowSellerButtonProps {
  sellerId: number;
  sellerName: string;
  /** The store whose page knows whether the user follows it. */
  marketSlug: string;
  followed: boolean;
}

/** Follow or stop following a seller; a visitor is asked to log in first. */
export function FollowSellerButton({ sellerId, sellerName, marketSlug, followed }: FollowSellerButtonProps) {
  const client = useQueryClient();
  const requireLogin = useRequireLogin();
  const refresh = { mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getGetMarketQueryKey(marketSlug) }) } };
  const follow = useFollowSeller(refresh);
  const unfollow = useUnfollowSeller(refresh);
  const busy = follow.isPending || unfollow.isPending;
  return (
    <Button
      size="small"
      variant={followed ? 'outlined' : 'contained'}
      startIcon={followed ? <PersonRemoveOutlined /> : <PersonAddAlt1Outlined />}
      disabled={busy}
      aria-pressed={followed}
      aria-label={followed ? `${sellerName} mağazasını takipten çık` : `${sellerName} mağazasını takip et`}
      onClick={() => requireLogin(() => (followed ? unfollow : follow).mutate({ id: sellerId }))}
    >
      {followed ? 'Takip ediliyor' : 'Takip et'}
    </Button>
  );
}
